-- The update from 0.2.0 to 0.3.0: the objects a 0.2.0 catalog lacks and the
-- comments that differ, each written as in its type's file (src/sql/ulid.sql,
-- ulid_flake.sql, baseuid.sql); make appends src/sql/common.sql, which
-- defines ulid_refresh_catalog() and runs it.  test/t/005_upgrade.pl shows
-- that the update and a fresh install give the same catalog.

--
-- pgx_ulid's function names, so that views, defaults and generated columns
-- written against pgx_ulid restore unchanged (README "Switching to ulid").
-- Each is the C function of the equivalent cast; the timestamp forms read and
-- write UTC as the casts do.  pgx_ulid's ulid_to_timestamp and ulid_to_bytea
-- are ulid's cast functions of those names, already there.
--

CREATE FUNCTION ulid_to_uuid(ulid) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'pgulid_same_bytes' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_to_uuid(ulid) IS 'the same 16 bytes as a uuid (cast ulid to uuid; pgx_ulid''s name)';
CREATE FUNCTION ulid_from_uuid(pg_catalog.uuid) RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_same_bytes' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_from_uuid(pg_catalog.uuid) IS 'the same 16 bytes as a ulid (cast uuid to ulid; pgx_ulid''s name)';
CREATE FUNCTION ulid_to_timestamptz(ulid) RETURNS pg_catalog.timestamptz
	AS 'MODULE_PATHNAME', 'pgulid_timestamp' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_to_timestamptz(ulid) IS 'the creation time of a ULID (ulid_timestamp; pgx_ulid''s name)';
CREATE FUNCTION timestamptz_to_ulid(pg_catalog.timestamptz) RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_min_at' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION timestamptz_to_ulid(pg_catalog.timestamptz) IS 'the lowest ULID of the given millisecond (ulid_min; pgx_ulid''s name)';
CREATE FUNCTION timestamp_to_ulid(pg_catalog.timestamp) RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_min_at' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION timestamp_to_ulid(pg_catalog.timestamp) IS 'the lowest ULID of the given millisecond, the timestamp read as UTC (pgx_ulid''s name)';

--
-- ulid input accepts uuid's text forms; the comments of ulid_in, the text
-- cast and ulid_is_valid say so.
--

COMMENT ON FUNCTION ulid_in(pg_catalog.cstring) IS
	'text input of ulid: 26 Crockford base32 characters (either case), or a uuid in any of uuid''s text forms';
COMMENT ON FUNCTION ulid_from_text(pg_catalog.text) IS
	'parse 26 Crockford base32 characters or a uuid''s text, with the errors of ulid input (cast text to ulid)';
COMMENT ON CAST (pg_catalog.text AS ulid) IS 'parse 26 Crockford base32 characters, or a uuid''s text';
COMMENT ON FUNCTION ulid_is_valid(pg_catalog.text) IS
	'whether ulid input accepts the text: 26 Crockford base32 characters or a uuid''s text (never raises an error)';

--
-- ulid_flake compared with bigint, in ulid_flake's btree and hash families
-- (src/sql/ulid_flake.sql).
--

CREATE FUNCTION ulid_flake_int8_eq(ulid_flake, pg_catalog.int8) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_eq' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_int8_eq(ulid_flake, pg_catalog.int8) IS 'equal';
CREATE FUNCTION ulid_flake_int8_ne(ulid_flake, pg_catalog.int8) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_ne' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_int8_ne(ulid_flake, pg_catalog.int8) IS 'not equal';
CREATE FUNCTION ulid_flake_int8_lt(ulid_flake, pg_catalog.int8) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_lt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_int8_lt(ulid_flake, pg_catalog.int8) IS 'less than';
CREATE FUNCTION ulid_flake_int8_le(ulid_flake, pg_catalog.int8) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_le' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_int8_le(ulid_flake, pg_catalog.int8) IS 'less than or equal';
CREATE FUNCTION ulid_flake_int8_gt(ulid_flake, pg_catalog.int8) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_gt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_int8_gt(ulid_flake, pg_catalog.int8) IS 'greater than';
CREATE FUNCTION ulid_flake_int8_ge(ulid_flake, pg_catalog.int8) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_ge' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_int8_ge(ulid_flake, pg_catalog.int8) IS 'greater than or equal';
CREATE FUNCTION ulid_flake_int8_cmp(ulid_flake, pg_catalog.int8) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_flake_cmp' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_int8_cmp(ulid_flake, pg_catalog.int8) IS 'less-equal-greater';
CREATE FUNCTION int8_ulid_flake_eq(pg_catalog.int8, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_eq' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION int8_ulid_flake_eq(pg_catalog.int8, ulid_flake) IS 'equal';
CREATE FUNCTION int8_ulid_flake_ne(pg_catalog.int8, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_ne' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION int8_ulid_flake_ne(pg_catalog.int8, ulid_flake) IS 'not equal';
CREATE FUNCTION int8_ulid_flake_lt(pg_catalog.int8, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_lt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION int8_ulid_flake_lt(pg_catalog.int8, ulid_flake) IS 'less than';
CREATE FUNCTION int8_ulid_flake_le(pg_catalog.int8, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_le' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION int8_ulid_flake_le(pg_catalog.int8, ulid_flake) IS 'less than or equal';
CREATE FUNCTION int8_ulid_flake_gt(pg_catalog.int8, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_gt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION int8_ulid_flake_gt(pg_catalog.int8, ulid_flake) IS 'greater than';
CREATE FUNCTION int8_ulid_flake_ge(pg_catalog.int8, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_ge' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION int8_ulid_flake_ge(pg_catalog.int8, ulid_flake) IS 'greater than or equal';
CREATE FUNCTION int8_ulid_flake_cmp(pg_catalog.int8, ulid_flake) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_flake_cmp' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION int8_ulid_flake_cmp(pg_catalog.int8, ulid_flake) IS 'less-equal-greater';
CREATE OPERATOR = (
	LEFTARG = ulid_flake, RIGHTARG = pg_catalog.int8, FUNCTION = ulid_flake_int8_eq,
	COMMUTATOR = =, NEGATOR = <>,
	RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel, HASHES, MERGES
);
COMMENT ON OPERATOR = (ulid_flake, pg_catalog.int8) IS 'equal';
CREATE OPERATOR <> (
	LEFTARG = ulid_flake, RIGHTARG = pg_catalog.int8, FUNCTION = ulid_flake_int8_ne,
	COMMUTATOR = <>, NEGATOR = =,
	RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
COMMENT ON OPERATOR <> (ulid_flake, pg_catalog.int8) IS 'not equal';
CREATE OPERATOR < (
	LEFTARG = ulid_flake, RIGHTARG = pg_catalog.int8, FUNCTION = ulid_flake_int8_lt,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (ulid_flake, pg_catalog.int8) IS 'less than';
CREATE OPERATOR <= (
	LEFTARG = ulid_flake, RIGHTARG = pg_catalog.int8, FUNCTION = ulid_flake_int8_le,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (ulid_flake, pg_catalog.int8) IS 'less than or equal';
CREATE OPERATOR > (
	LEFTARG = ulid_flake, RIGHTARG = pg_catalog.int8, FUNCTION = ulid_flake_int8_gt,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (ulid_flake, pg_catalog.int8) IS 'greater than';
CREATE OPERATOR >= (
	LEFTARG = ulid_flake, RIGHTARG = pg_catalog.int8, FUNCTION = ulid_flake_int8_ge,
	COMMUTATOR = <=, NEGATOR = <,
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);
COMMENT ON OPERATOR >= (ulid_flake, pg_catalog.int8) IS 'greater than or equal';
CREATE OPERATOR = (
	LEFTARG = pg_catalog.int8, RIGHTARG = ulid_flake, FUNCTION = int8_ulid_flake_eq,
	COMMUTATOR = =, NEGATOR = <>,
	RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel, HASHES, MERGES
);
COMMENT ON OPERATOR = (pg_catalog.int8, ulid_flake) IS 'equal';
CREATE OPERATOR <> (
	LEFTARG = pg_catalog.int8, RIGHTARG = ulid_flake, FUNCTION = int8_ulid_flake_ne,
	COMMUTATOR = <>, NEGATOR = =,
	RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
COMMENT ON OPERATOR <> (pg_catalog.int8, ulid_flake) IS 'not equal';
CREATE OPERATOR < (
	LEFTARG = pg_catalog.int8, RIGHTARG = ulid_flake, FUNCTION = int8_ulid_flake_lt,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (pg_catalog.int8, ulid_flake) IS 'less than';
CREATE OPERATOR <= (
	LEFTARG = pg_catalog.int8, RIGHTARG = ulid_flake, FUNCTION = int8_ulid_flake_le,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (pg_catalog.int8, ulid_flake) IS 'less than or equal';
CREATE OPERATOR > (
	LEFTARG = pg_catalog.int8, RIGHTARG = ulid_flake, FUNCTION = int8_ulid_flake_gt,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (pg_catalog.int8, ulid_flake) IS 'greater than';
CREATE OPERATOR >= (
	LEFTARG = pg_catalog.int8, RIGHTARG = ulid_flake, FUNCTION = int8_ulid_flake_ge,
	COMMUTATOR = <=, NEGATOR = <,
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);
COMMENT ON OPERATOR >= (pg_catalog.int8, ulid_flake) IS 'greater than or equal';
ALTER OPERATOR FAMILY ulid_flake_ops USING btree ADD
	OPERATOR 1 < (ulid_flake, pg_catalog.int8),
	OPERATOR 2 <= (ulid_flake, pg_catalog.int8),
	OPERATOR 3 = (ulid_flake, pg_catalog.int8),
	OPERATOR 4 >= (ulid_flake, pg_catalog.int8),
	OPERATOR 5 > (ulid_flake, pg_catalog.int8),
	FUNCTION 1 (ulid_flake, pg_catalog.int8) ulid_flake_int8_cmp(ulid_flake, pg_catalog.int8),
	OPERATOR 1 < (pg_catalog.int8, ulid_flake),
	OPERATOR 2 <= (pg_catalog.int8, ulid_flake),
	OPERATOR 3 = (pg_catalog.int8, ulid_flake),
	OPERATOR 4 >= (pg_catalog.int8, ulid_flake),
	OPERATOR 5 > (pg_catalog.int8, ulid_flake),
	FUNCTION 1 (pg_catalog.int8, ulid_flake) int8_ulid_flake_cmp(pg_catalog.int8, ulid_flake),
	OPERATOR 1 pg_catalog.< (pg_catalog.int8, pg_catalog.int8),
	OPERATOR 2 pg_catalog.<= (pg_catalog.int8, pg_catalog.int8),
	OPERATOR 3 pg_catalog.= (pg_catalog.int8, pg_catalog.int8),
	OPERATOR 4 pg_catalog.>= (pg_catalog.int8, pg_catalog.int8),
	OPERATOR 5 pg_catalog.> (pg_catalog.int8, pg_catalog.int8),
	FUNCTION 1 (pg_catalog.int8, pg_catalog.int8) pg_catalog.btint8cmp(pg_catalog.int8, pg_catalog.int8),
	FUNCTION 2 (pg_catalog.int8, pg_catalog.int8) pg_catalog.btint8sortsupport(pg_catalog.internal);

ALTER OPERATOR FAMILY ulid_flake_ops USING hash ADD
	OPERATOR 1 = (ulid_flake, pg_catalog.int8),
	OPERATOR 1 = (pg_catalog.int8, ulid_flake),
	OPERATOR 1 pg_catalog.= (pg_catalog.int8, pg_catalog.int8),
	FUNCTION 1 (pg_catalog.int8, pg_catalog.int8) pg_catalog.hashint8(pg_catalog.int8),
	FUNCTION 2 (pg_catalog.int8, pg_catalog.int8) pg_catalog.hashint8extended(pg_catalog.int8, pg_catalog.int8);

--
-- The distance function of BRIN baseuid_minmax_multi_ops; the BRIN
-- minmax-multi and bloom classes (PostgreSQL 14+) of ulid_flake and baseuid
-- are added by ulid_refresh_catalog() (src/sql/common.sql).
--

CREATE FUNCTION baseuid_brin_distance(pg_catalog.internal, pg_catalog.internal) RETURNS pg_catalog.float8
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_brin_distance' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_brin_distance(pg_catalog.internal, pg_catalog.internal) IS 'BRIN minmax-multi support: the distance between two BaseUIDs (their difference as a fraction of the whole range)';

--
-- ULIDs that are also valid UUIDv7 (the setting ulid.uuidv7 is defined by the
-- module): the test and the generators' comments.
--

CREATE FUNCTION ulid_is_uuidv7(ulid) RETURNS boolean
	AS 'MODULE_PATHNAME', 'pgulid_is_uuidv7' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_is_uuidv7(ulid) IS 'whether a ULID is also a valid UUIDv7 (RFC 9562: version 7, variant 10), as the generators make them when ulid.uuidv7 is on';
COMMENT ON FUNCTION gen_ulid(pg_catalog.timestamptz) IS
	'a new ULID for the given time (to the millisecond) with 80 fresh random bits (a UUIDv7 with 74 when ulid.uuidv7 is on)';
COMMENT ON FUNCTION gen_random_ulid() IS
	'a new ULID for the current time with 80 fresh random bits (a UUIDv7 with 74 when ulid.uuidv7 is on; not monotonic)';

--
-- Partitioning functions for TimescaleDB (exact comparisons on the id).
--

CREATE FUNCTION ulid_partition_time(ulid) RETURNS pg_catalog.timestamptz
	AS 'MODULE_PATHNAME', 'pgulid_partition_time' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_partition_time(ulid) IS 'the millisecond of a ULID, plus 1 microsecond unless it is the lowest ULID of that millisecond: a TimescaleDB partitioning function under which every comparison on the id is exact';
CREATE FUNCTION ulid_flake_partition_time(ulid_flake) RETURNS pg_catalog.timestamptz
	AS 'MODULE_PATHNAME', 'pgulid_flake_partition_time' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_partition_time(ulid_flake) IS 'the millisecond of a Ulid-Flake id, plus 1 microsecond unless it is the lowest id of that millisecond: a TimescaleDB partitioning function under which every comparison on the id is exact';

--
-- The comments of the shared generators: gen_monotonic_ulid() steps randomly,
-- gen_ulid_flake() runs at most 10 ms ahead of the clock.
--

COMMENT ON FUNCTION gen_monotonic_ulid() IS
	'a new ULID for the current time, strictly greater than every ULID this function returned before on this server, also after a restart; a random step of 1 to 2^32 within a millisecond';
COMMENT ON FUNCTION gen_ulid_flake() IS
	'a new Ulid-Flake id, strictly greater than every id this function returned before on this server, also after a restart; at most 10 ms ahead of the clock (it waits beyond); node id: ulid.flake_node_id';
