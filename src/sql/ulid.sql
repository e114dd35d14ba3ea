-- The extension is relocatable, so its own objects are named unqualified: CREATE
-- EXTENSION runs this script with search_path set to the target schema
-- followed by pg_temp.  Every built-in object is qualified with pg_catalog.

--
-- The type
--

CREATE TYPE ulid;

CREATE FUNCTION ulid_in(pg_catalog.cstring) RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_in' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_in(pg_catalog.cstring) IS 'text input of ulid: 26 Crockford base32 characters (either case), or a uuid in any of uuid''s text forms';
CREATE FUNCTION ulid_out(ulid) RETURNS pg_catalog.cstring
	AS 'MODULE_PATHNAME', 'pgulid_out' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_out(ulid) IS 'text output of ulid: 26 upper-case Crockford base32 characters';

-- Binary I/O: the 16 bytes as they are, exactly what uuid sends.
CREATE FUNCTION ulid_recv(pg_catalog.internal) RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_recv' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_recv(pg_catalog.internal) IS 'binary input of ulid: 16 bytes, big-endian';
CREATE FUNCTION ulid_send(ulid) RETURNS pg_catalog.bytea
	AS 'MODULE_PATHNAME', 'pgulid_send' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_send(ulid) IS 'binary output of ulid: 16 bytes, big-endian';

CREATE TYPE ulid (
	INPUT = ulid_in,
	OUTPUT = ulid_out,
	RECEIVE = ulid_recv,
	SEND = ulid_send,
	INTERNALLENGTH = 16,
	ALIGNMENT = char,
	STORAGE = plain,
	CATEGORY = 'U'
);
COMMENT ON TYPE ulid IS
	'Universally Unique Lexicographically Sortable Identifier: 128 bits, a 48-bit Unix-ms timestamp then 80 bits of clock fraction and randomness (what each generator puts there: its comment)';

--
-- Comparison.  A ulid has the same 16 bytes, in the same order, as the
-- equivalent uuid: order is byte order, hashes equal uuid's (src/ulid.c).
-- Every function here is the extension's own C function: a LANGUAGE internal
-- alias of uuid's would be looked up by name on every executor start.
--

CREATE FUNCTION ulid_eq(ulid, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_eq' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_eq(ulid, ulid) IS 'equal';
CREATE FUNCTION ulid_ne(ulid, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_ne' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_ne(ulid, ulid) IS 'not equal';
CREATE FUNCTION ulid_lt(ulid, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_lt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_lt(ulid, ulid) IS 'less than';
CREATE FUNCTION ulid_le(ulid, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_le' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_le(ulid, ulid) IS 'less than or equal';
CREATE FUNCTION ulid_gt(ulid, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_gt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_gt(ulid, ulid) IS 'greater than';
CREATE FUNCTION ulid_ge(ulid, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_ge' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_ge(ulid, ulid) IS 'greater than or equal';
CREATE FUNCTION ulid_cmp(ulid, ulid) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_cmp' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_cmp(ulid, ulid) IS 'less-equal-greater: negative, zero or positive (byte order = text order = time order)';

CREATE FUNCTION ulid_sortsupport(pg_catalog.internal) RETURNS pg_catalog.void
	AS 'MODULE_PATHNAME', 'pgulid_sortsupport' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_sortsupport(pg_catalog.internal) IS 'sort support: abbreviated keys (a sort compares the first 8 bytes as one unsigned integer, and the whole ids only when those are equal), abandoned only when practically all keys are equal';
CREATE FUNCTION ulid_skipsupport(pg_catalog.internal) RETURNS pg_catalog.void
	AS 'MODULE_PATHNAME', 'pgulid_skipsupport' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_skipsupport(pg_catalog.internal) IS 'btree skip support (PostgreSQL 18+): the next and previous possible ulid';
CREATE FUNCTION ulid_hash(ulid) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_hash' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_hash(ulid) IS 'hash (same as the equal uuid)';
CREATE FUNCTION ulid_hash_extended(ulid, pg_catalog.int8) RETURNS pg_catalog.int8
	AS 'MODULE_PATHNAME', 'pgulid_hash_extended' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_hash_extended(ulid, pg_catalog.int8) IS '64-bit seeded hash (same as the equal uuid), for hash partitioning';

CREATE OPERATOR = (
	LEFTARG = ulid, RIGHTARG = ulid, FUNCTION = ulid_eq,
	COMMUTATOR = =, NEGATOR = <>,
	RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel, HASHES, MERGES
);
COMMENT ON OPERATOR = (ulid, ulid) IS 'equal';
CREATE OPERATOR <> (
	LEFTARG = ulid, RIGHTARG = ulid, FUNCTION = ulid_ne,
	COMMUTATOR = <>, NEGATOR = =,
	RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
COMMENT ON OPERATOR <> (ulid, ulid) IS 'not equal';
CREATE OPERATOR < (
	LEFTARG = ulid, RIGHTARG = ulid, FUNCTION = ulid_lt,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (ulid, ulid) IS 'less than';
CREATE OPERATOR <= (
	LEFTARG = ulid, RIGHTARG = ulid, FUNCTION = ulid_le,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (ulid, ulid) IS 'less than or equal';
CREATE OPERATOR > (
	LEFTARG = ulid, RIGHTARG = ulid, FUNCTION = ulid_gt,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (ulid, ulid) IS 'greater than';
CREATE OPERATOR >= (
	LEFTARG = ulid, RIGHTARG = ulid, FUNCTION = ulid_ge,
	COMMUTATOR = <=, NEGATOR = <,
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);
COMMENT ON OPERATOR >= (ulid, ulid) IS 'greater than or equal';

CREATE OPERATOR CLASS ulid_ops
	DEFAULT FOR TYPE ulid USING btree AS
	OPERATOR 1 < ,
	OPERATOR 2 <= ,
	OPERATOR 3 = ,
	OPERATOR 4 >= ,
	OPERATOR 5 > ,
	FUNCTION 1 ulid_cmp(ulid, ulid),
	FUNCTION 2 ulid_sortsupport(pg_catalog.internal),
	FUNCTION 4 pg_catalog.btequalimage(pg_catalog.oid);
COMMENT ON OPERATOR CLASS ulid_ops USING btree IS
	'default btree operator class for ulid (byte order = time order)';
COMMENT ON OPERATOR FAMILY ulid_ops USING btree IS 'btree operators for ulid';

CREATE OPERATOR CLASS ulid_ops
	DEFAULT FOR TYPE ulid USING hash AS
	OPERATOR 1 = ,
	FUNCTION 1 ulid_hash(ulid),
	FUNCTION 2 ulid_hash_extended(ulid, pg_catalog.int8);
COMMENT ON OPERATOR CLASS ulid_ops USING hash IS 'default hash operator class for ulid';
COMMENT ON OPERATOR FAMILY ulid_ops USING hash IS 'hash operators for ulid';

-- Skip scan (PostgreSQL 18+) steps through possible ulids with support
-- function 6, as it does for uuid: added on servers that have it by
-- ulid_after_pg_upgrade.sql, which ends this script.

--
-- Casts to and from uuid: the same 16 bytes, so no function is needed.
-- Assignment casts, so that a driver's native UUID value can be stored in a
-- ulid column (and a ulid in a uuid column); never implicit, which would
-- make operators ambiguous (assignment casts play no part in operator
-- resolution).
--

CREATE CAST (ulid AS pg_catalog.uuid) WITHOUT FUNCTION AS ASSIGNMENT;
COMMENT ON CAST (ulid AS pg_catalog.uuid) IS 'the same 16 bytes, shown as a uuid';
CREATE CAST (pg_catalog.uuid AS ulid) WITHOUT FUNCTION AS ASSIGNMENT;
COMMENT ON CAST (pg_catalog.uuid AS ulid) IS 'the same 16 bytes, shown as a ulid';

--
-- Generators
--

CREATE FUNCTION gen_ulid() RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_gen' LANGUAGE C VOLATILE STRICT PARALLEL RESTRICTED;
COMMENT ON FUNCTION gen_ulid() IS 'a new ULID for the current time to 1/4096 ms (a 12-bit clock fraction after the millisecond), strictly greater than the previous one generated by this session: 68 fresh random bits in a new 1/4096 ms, the previous id + 1 within one (a UUIDv7 with the fraction as rand_a and 62 random bits in rand_b when ulid.uuidv7 is on)';
CREATE FUNCTION gen_ulid(pg_catalog.timestamptz) RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_gen_at' LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION gen_ulid(pg_catalog.timestamptz) IS 'a new ULID for the given time (to the millisecond) with 80 fresh random bits (a UUIDv7 with 74 when ulid.uuidv7 is on)';
CREATE FUNCTION gen_random_ulid() RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_gen_random' LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION gen_random_ulid() IS 'a new ULID for the current time to 1/4096 ms (a 12-bit clock fraction after the millisecond) with 68 fresh random bits (a UUIDv7 with the fraction as rand_a and 62 in rand_b when ulid.uuidv7 is on; not monotonic)';
CREATE FUNCTION gen_monotonic_ulid() RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_gen_monotonic' LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION gen_monotonic_ulid() IS 'a new ULID for the current time, strictly greater than every ULID this function returned before on this server, also after a restart; a random step of 1 to 2^32 within a millisecond';

--
-- Time: the timestamp inside a ULID, and ULIDs bounding a millisecond.
-- Sub-millisecond parts are truncated toward the past.  timestamp (without
-- time zone) is read and written as UTC, so nothing depends on TimeZone.
--

CREATE FUNCTION ulid_timestamp(ulid) RETURNS pg_catalog.timestamptz
	AS 'MODULE_PATHNAME', 'pgulid_timestamp' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_timestamp(ulid) IS 'the creation time of a ULID (its 48-bit millisecond timestamp)';
CREATE FUNCTION ulid_is_uuidv7(ulid) RETURNS boolean
	AS 'MODULE_PATHNAME', 'pgulid_is_uuidv7' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_is_uuidv7(ulid) IS 'whether a ULID is also a valid UUIDv7 (RFC 9562: version 7, variant 10), as the generators make them when ulid.uuidv7 is on';
CREATE FUNCTION ulid_partition_time(ulid) RETURNS pg_catalog.timestamptz
	AS 'MODULE_PATHNAME', 'pgulid_partition_time' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_partition_time(ulid) IS 'the millisecond of a ULID, plus 1 microsecond unless it is the lowest ULID of that millisecond: a TimescaleDB partitioning function under which every comparison on the id is exact';
CREATE FUNCTION ulid_to_timestamp(ulid) RETURNS pg_catalog.timestamp
	AS 'MODULE_PATHNAME', 'pgulid_timestamp' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_to_timestamp(ulid) IS 'the creation time of a ULID as a timestamp in UTC (cast ulid to timestamp)';
CREATE FUNCTION ulid_min(pg_catalog.timestamptz) RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_min_at' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_min(pg_catalog.timestamptz) IS 'the lowest ULID of the given millisecond (random part all zeros)';
CREATE FUNCTION ulid_max(pg_catalog.timestamptz) RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_max_at' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_max(pg_catalog.timestamptz) IS 'the highest ULID of the given millisecond (random part all ones)';
CREATE FUNCTION ulid_from_timestamp(pg_catalog.timestamp) RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_min_at' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_from_timestamp(pg_catalog.timestamp) IS 'the lowest ULID of the given millisecond, the timestamp read as UTC (cast timestamp to ulid)';

CREATE CAST (ulid AS pg_catalog.timestamptz) WITH FUNCTION ulid_timestamp(ulid);
COMMENT ON CAST (ulid AS pg_catalog.timestamptz) IS 'the creation time of the ULID';
CREATE CAST (pg_catalog.timestamptz AS ulid) WITH FUNCTION ulid_min(pg_catalog.timestamptz);
COMMENT ON CAST (pg_catalog.timestamptz AS ulid) IS 'the lowest ULID of that millisecond';
CREATE CAST (ulid AS pg_catalog.timestamp) WITH FUNCTION ulid_to_timestamp(ulid);
COMMENT ON CAST (ulid AS pg_catalog.timestamp) IS 'the creation time of the ULID, in UTC';
CREATE CAST (pg_catalog.timestamp AS ulid) WITH FUNCTION ulid_from_timestamp(pg_catalog.timestamp);
COMMENT ON CAST (pg_catalog.timestamp AS ulid) IS 'the lowest ULID of that millisecond, read as UTC';

--
-- Time predicates: ulid <op> timestamptz and timestamptz <op> ulid, for <, <=, >
-- and >= (and so BETWEEN), mean exactly ulid_timestamp(id) <op> X.  How < and
-- >= belong to the operator families and what the support function does:
-- src/time_predicates.c.
--

CREATE FUNCTION ulid_time_support(pg_catalog.internal) RETURNS pg_catalog.internal
	AS 'MODULE_PATHNAME', 'pgulid_time_support' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_time_support(pg_catalog.internal) IS 'planner support of ulid <op> timestamptz (SupportRequestSimplify): a constant X makes one comparison of the id with a constant id; a run-time X makes > and <= into >= and < with ulid_time_next(X); < and >= with a run-time X stay, as members of the btree and BRIN minmax families';
CREATE FUNCTION ulid_time_next(pg_catalog.timestamptz) RETURNS pg_catalog.timestamptz
	AS 'MODULE_PATHNAME', 'pgulid_time_next' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_time_next(pg_catalog.timestamptz) IS 'the first microsecond after the time (an infinity stays itself; after the last finite time comes infinity): id > X is id >= ulid_time_next(X) for every id type';
CREATE FUNCTION ulid_lt_timestamptz(ulid, pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_lt_timestamptz' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_time_support;
COMMENT ON FUNCTION ulid_lt_timestamptz(ulid, pg_catalog.timestamptz) IS 'the time of the ULID is earlier than the timestamp (ulid_timestamp(id) < X)';
CREATE FUNCTION ulid_le_timestamptz(ulid, pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_le_timestamptz' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_time_support;
COMMENT ON FUNCTION ulid_le_timestamptz(ulid, pg_catalog.timestamptz) IS 'the time of the ULID is at or before the timestamp (ulid_timestamp(id) <= X)';
CREATE FUNCTION ulid_gt_timestamptz(ulid, pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_gt_timestamptz' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_time_support;
COMMENT ON FUNCTION ulid_gt_timestamptz(ulid, pg_catalog.timestamptz) IS 'the time of the ULID is later than the timestamp (ulid_timestamp(id) > X)';
CREATE FUNCTION ulid_ge_timestamptz(ulid, pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_ge_timestamptz' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_time_support;
COMMENT ON FUNCTION ulid_ge_timestamptz(ulid, pg_catalog.timestamptz) IS 'the time of the ULID is at or after the timestamp (ulid_timestamp(id) >= X)';
CREATE FUNCTION timestamptz_lt_ulid(pg_catalog.timestamptz, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_timestamptz_lt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_time_support;
COMMENT ON FUNCTION timestamptz_lt_ulid(pg_catalog.timestamptz, ulid) IS 'the time of the ULID is later than the timestamp (X < ulid_timestamp(id))';
CREATE FUNCTION timestamptz_le_ulid(pg_catalog.timestamptz, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_timestamptz_le' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_time_support;
COMMENT ON FUNCTION timestamptz_le_ulid(pg_catalog.timestamptz, ulid) IS 'the time of the ULID is at or after the timestamp (X <= ulid_timestamp(id))';
CREATE FUNCTION timestamptz_gt_ulid(pg_catalog.timestamptz, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_timestamptz_gt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_time_support;
COMMENT ON FUNCTION timestamptz_gt_ulid(pg_catalog.timestamptz, ulid) IS 'the time of the ULID is earlier than the timestamp (X > ulid_timestamp(id))';
CREATE FUNCTION timestamptz_ge_ulid(pg_catalog.timestamptz, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_timestamptz_ge' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_time_support;
COMMENT ON FUNCTION timestamptz_ge_ulid(pg_catalog.timestamptz, ulid) IS 'the time of the ULID is at or before the timestamp (X >= ulid_timestamp(id))';

CREATE OPERATOR < (
	LEFTARG = ulid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = ulid_lt_timestamptz,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (ulid, pg_catalog.timestamptz) IS 'the time of the ULID is earlier than the timestamp';
CREATE OPERATOR <= (
	LEFTARG = ulid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = ulid_le_timestamptz,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (ulid, pg_catalog.timestamptz) IS 'the time of the ULID is at or before the timestamp';
CREATE OPERATOR > (
	LEFTARG = ulid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = ulid_gt_timestamptz,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (ulid, pg_catalog.timestamptz) IS 'the time of the ULID is later than the timestamp';
CREATE OPERATOR >= (
	LEFTARG = ulid, RIGHTARG = pg_catalog.timestamptz, FUNCTION = ulid_ge_timestamptz,
	COMMUTATOR = <=, NEGATOR = <,
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);
COMMENT ON OPERATOR >= (ulid, pg_catalog.timestamptz) IS 'the time of the ULID is at or after the timestamp';
CREATE OPERATOR < (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = ulid, FUNCTION = timestamptz_lt_ulid,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (pg_catalog.timestamptz, ulid) IS 'the time of the ULID is later than the timestamp';
CREATE OPERATOR <= (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = ulid, FUNCTION = timestamptz_le_ulid,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (pg_catalog.timestamptz, ulid) IS 'the time of the ULID is at or after the timestamp';
CREATE OPERATOR > (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = ulid, FUNCTION = timestamptz_gt_ulid,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (pg_catalog.timestamptz, ulid) IS 'the time of the ULID is earlier than the timestamp';
CREATE OPERATOR >= (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = ulid, FUNCTION = timestamptz_ge_ulid,
	COMMUTATOR = <=, NEGATOR = <,
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);
COMMENT ON OPERATOR >= (pg_catalog.timestamptz, ulid) IS 'the time of the ULID is at or before the timestamp';
CREATE FUNCTION ulid_cmp_timestamptz(ulid, pg_catalog.timestamptz) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_cmp_timestamptz' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_cmp_timestamptz(ulid, pg_catalog.timestamptz) IS 'btree order of a ULID and a timestamp: -1 when the time of the ULID is earlier than the timestamp, else 1 (never 0)';
ALTER OPERATOR FAMILY ulid_ops USING btree ADD
	OPERATOR 1 < (ulid, pg_catalog.timestamptz),
	OPERATOR 4 >= (ulid, pg_catalog.timestamptz),
	FUNCTION 1 (ulid, pg_catalog.timestamptz) ulid_cmp_timestamptz(ulid, pg_catalog.timestamptz),
	OPERATOR 1 pg_catalog.< (pg_catalog.timestamptz, pg_catalog.timestamptz),
	OPERATOR 5 pg_catalog.> (pg_catalog.timestamptz, pg_catalog.timestamptz);
--
-- bytea and text
--

CREATE FUNCTION ulid_to_bytea(ulid) RETURNS pg_catalog.bytea
	AS 'MODULE_PATHNAME', 'pgulid_to_bytea' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_to_bytea(ulid) IS 'the 16 bytes of a ULID (cast ulid to bytea)';
CREATE FUNCTION ulid_from_bytea(pg_catalog.bytea) RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_from_bytea' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_from_bytea(pg_catalog.bytea) IS 'a ULID from exactly 16 bytes (cast bytea to ulid)';

CREATE CAST (ulid AS pg_catalog.bytea) WITH FUNCTION ulid_to_bytea(ulid);
COMMENT ON CAST (ulid AS pg_catalog.bytea) IS 'the 16 bytes';
CREATE CAST (pg_catalog.bytea AS ulid) WITH FUNCTION ulid_from_bytea(pg_catalog.bytea);
COMMENT ON CAST (pg_catalog.bytea AS ulid) IS 'exactly 16 bytes';

-- Direct text casts, faster than the I/O conversions they replace; to text it
-- stays an assignment cast, as I/O conversions to string types are.
CREATE FUNCTION ulid_to_text(ulid) RETURNS pg_catalog.text
	AS 'MODULE_PATHNAME', 'pgulid_to_text' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_to_text(ulid) IS 'the canonical text of a ULID (cast ulid to text)';
CREATE FUNCTION ulid_from_text(pg_catalog.text) RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_from_text' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_from_text(pg_catalog.text) IS 'parse 26 Crockford base32 characters or a uuid''s text, with the errors of ulid input (cast text to ulid)';

CREATE CAST (ulid AS pg_catalog.text) WITH FUNCTION ulid_to_text(ulid) AS ASSIGNMENT;
COMMENT ON CAST (ulid AS pg_catalog.text) IS 'canonical 26-character text';
CREATE CAST (pg_catalog.text AS ulid) WITH FUNCTION ulid_from_text(pg_catalog.text);
COMMENT ON CAST (pg_catalog.text AS ulid) IS 'parse 26 Crockford base32 characters, or a uuid''s text';

CREATE FUNCTION ulid_is_valid(pg_catalog.text) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_is_valid' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_is_valid(pg_catalog.text) IS 'whether ulid input accepts the text: 26 Crockford base32 characters or a uuid''s text (never raises an error)';

--
-- pgx_ulid's function names, so that views, defaults and generated columns
-- written against pgx_ulid restore unchanged (doc/migrating.md, "From pgx_ulid").
-- Each is the C function of the equivalent cast; the timestamp forms read and
-- write UTC as the casts do.  pgx_ulid's ulid_to_timestamp and ulid_to_bytea
-- are the cast functions of those names above.
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
-- Aggregates
--

CREATE FUNCTION ulid_smaller(ulid, ulid) RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_smaller' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_smaller(ulid, ulid) IS 'the smaller of two ULIDs';
CREATE FUNCTION ulid_larger(ulid, ulid) RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_larger' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_larger(ulid, ulid) IS 'the larger of two ULIDs';

CREATE AGGREGATE min(ulid) (
	SFUNC = ulid_smaller, STYPE = ulid, COMBINEFUNC = ulid_smaller,
	SORTOP = <, PARALLEL = SAFE
);
COMMENT ON AGGREGATE min(ulid) IS 'the smallest (oldest) ULID';
CREATE AGGREGATE max(ulid) (
	SFUNC = ulid_larger, STYPE = ulid, COMBINEFUNC = ulid_larger,
	SORTOP = >, PARALLEL = SAFE
);
COMMENT ON AGGREGATE max(ulid) IS 'the largest (newest) ULID';

--
-- Comparison with uuid, in the same btree and hash families, so a ulid column
-- joins a uuid column without casts (the bytes are the same; the functions
-- are the ulid ones).  uuid's own operators and support functions join the
-- families to complete them.
--

CREATE FUNCTION ulid_uuid_eq(ulid, pg_catalog.uuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_eq' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_uuid_eq(ulid, pg_catalog.uuid) IS 'equal';
CREATE FUNCTION ulid_uuid_ne(ulid, pg_catalog.uuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_ne' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_uuid_ne(ulid, pg_catalog.uuid) IS 'not equal';
CREATE FUNCTION ulid_uuid_lt(ulid, pg_catalog.uuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_lt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_uuid_lt(ulid, pg_catalog.uuid) IS 'less than';
CREATE FUNCTION ulid_uuid_le(ulid, pg_catalog.uuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_le' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_uuid_le(ulid, pg_catalog.uuid) IS 'less than or equal';
CREATE FUNCTION ulid_uuid_gt(ulid, pg_catalog.uuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_gt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_uuid_gt(ulid, pg_catalog.uuid) IS 'greater than';
CREATE FUNCTION ulid_uuid_ge(ulid, pg_catalog.uuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_ge' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_uuid_ge(ulid, pg_catalog.uuid) IS 'greater than or equal';
CREATE FUNCTION ulid_uuid_cmp(ulid, pg_catalog.uuid) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_cmp' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_uuid_cmp(ulid, pg_catalog.uuid) IS 'less-equal-greater';
CREATE FUNCTION uuid_ulid_eq(pg_catalog.uuid, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_eq' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION uuid_ulid_eq(pg_catalog.uuid, ulid) IS 'equal';
CREATE FUNCTION uuid_ulid_ne(pg_catalog.uuid, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_ne' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION uuid_ulid_ne(pg_catalog.uuid, ulid) IS 'not equal';
CREATE FUNCTION uuid_ulid_lt(pg_catalog.uuid, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_lt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION uuid_ulid_lt(pg_catalog.uuid, ulid) IS 'less than';
CREATE FUNCTION uuid_ulid_le(pg_catalog.uuid, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_le' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION uuid_ulid_le(pg_catalog.uuid, ulid) IS 'less than or equal';
CREATE FUNCTION uuid_ulid_gt(pg_catalog.uuid, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_gt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION uuid_ulid_gt(pg_catalog.uuid, ulid) IS 'greater than';
CREATE FUNCTION uuid_ulid_ge(pg_catalog.uuid, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_ge' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION uuid_ulid_ge(pg_catalog.uuid, ulid) IS 'greater than or equal';
CREATE FUNCTION uuid_ulid_cmp(pg_catalog.uuid, ulid) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_cmp' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION uuid_ulid_cmp(pg_catalog.uuid, ulid) IS 'less-equal-greater';

CREATE OPERATOR = (
	LEFTARG = ulid, RIGHTARG = pg_catalog.uuid, FUNCTION = ulid_uuid_eq,
	COMMUTATOR = =, NEGATOR = <>,
	RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel, HASHES, MERGES
);
COMMENT ON OPERATOR = (ulid, pg_catalog.uuid) IS 'equal';
CREATE OPERATOR <> (
	LEFTARG = ulid, RIGHTARG = pg_catalog.uuid, FUNCTION = ulid_uuid_ne,
	COMMUTATOR = <>, NEGATOR = =,
	RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
COMMENT ON OPERATOR <> (ulid, pg_catalog.uuid) IS 'not equal';
CREATE OPERATOR < (
	LEFTARG = ulid, RIGHTARG = pg_catalog.uuid, FUNCTION = ulid_uuid_lt,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (ulid, pg_catalog.uuid) IS 'less than';
CREATE OPERATOR <= (
	LEFTARG = ulid, RIGHTARG = pg_catalog.uuid, FUNCTION = ulid_uuid_le,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (ulid, pg_catalog.uuid) IS 'less than or equal';
CREATE OPERATOR > (
	LEFTARG = ulid, RIGHTARG = pg_catalog.uuid, FUNCTION = ulid_uuid_gt,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (ulid, pg_catalog.uuid) IS 'greater than';
CREATE OPERATOR >= (
	LEFTARG = ulid, RIGHTARG = pg_catalog.uuid, FUNCTION = ulid_uuid_ge,
	COMMUTATOR = <=, NEGATOR = <,
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);
COMMENT ON OPERATOR >= (ulid, pg_catalog.uuid) IS 'greater than or equal';
CREATE OPERATOR = (
	LEFTARG = pg_catalog.uuid, RIGHTARG = ulid, FUNCTION = uuid_ulid_eq,
	COMMUTATOR = =, NEGATOR = <>,
	RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel, HASHES, MERGES
);
COMMENT ON OPERATOR = (pg_catalog.uuid, ulid) IS 'equal';
CREATE OPERATOR <> (
	LEFTARG = pg_catalog.uuid, RIGHTARG = ulid, FUNCTION = uuid_ulid_ne,
	COMMUTATOR = <>, NEGATOR = =,
	RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
COMMENT ON OPERATOR <> (pg_catalog.uuid, ulid) IS 'not equal';
CREATE OPERATOR < (
	LEFTARG = pg_catalog.uuid, RIGHTARG = ulid, FUNCTION = uuid_ulid_lt,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (pg_catalog.uuid, ulid) IS 'less than';
CREATE OPERATOR <= (
	LEFTARG = pg_catalog.uuid, RIGHTARG = ulid, FUNCTION = uuid_ulid_le,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (pg_catalog.uuid, ulid) IS 'less than or equal';
CREATE OPERATOR > (
	LEFTARG = pg_catalog.uuid, RIGHTARG = ulid, FUNCTION = uuid_ulid_gt,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (pg_catalog.uuid, ulid) IS 'greater than';
CREATE OPERATOR >= (
	LEFTARG = pg_catalog.uuid, RIGHTARG = ulid, FUNCTION = uuid_ulid_ge,
	COMMUTATOR = <=, NEGATOR = <,
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);
COMMENT ON OPERATOR >= (pg_catalog.uuid, ulid) IS 'greater than or equal';

ALTER OPERATOR FAMILY ulid_ops USING btree ADD
	OPERATOR 1 < (ulid, pg_catalog.uuid),
	OPERATOR 2 <= (ulid, pg_catalog.uuid),
	OPERATOR 3 = (ulid, pg_catalog.uuid),
	OPERATOR 4 >= (ulid, pg_catalog.uuid),
	OPERATOR 5 > (ulid, pg_catalog.uuid),
	FUNCTION 1 (ulid, pg_catalog.uuid) ulid_uuid_cmp(ulid, pg_catalog.uuid),
	OPERATOR 1 < (pg_catalog.uuid, ulid),
	OPERATOR 2 <= (pg_catalog.uuid, ulid),
	OPERATOR 3 = (pg_catalog.uuid, ulid),
	OPERATOR 4 >= (pg_catalog.uuid, ulid),
	OPERATOR 5 > (pg_catalog.uuid, ulid),
	FUNCTION 1 (pg_catalog.uuid, ulid) uuid_ulid_cmp(pg_catalog.uuid, ulid),
	OPERATOR 1 pg_catalog.< (pg_catalog.uuid, pg_catalog.uuid),
	OPERATOR 2 pg_catalog.<= (pg_catalog.uuid, pg_catalog.uuid),
	OPERATOR 3 pg_catalog.= (pg_catalog.uuid, pg_catalog.uuid),
	OPERATOR 4 pg_catalog.>= (pg_catalog.uuid, pg_catalog.uuid),
	OPERATOR 5 pg_catalog.> (pg_catalog.uuid, pg_catalog.uuid),
	FUNCTION 1 (pg_catalog.uuid, pg_catalog.uuid) pg_catalog.uuid_cmp(pg_catalog.uuid, pg_catalog.uuid),
	FUNCTION 2 (pg_catalog.uuid, pg_catalog.uuid) pg_catalog.uuid_sortsupport(pg_catalog.internal);

ALTER OPERATOR FAMILY ulid_ops USING hash ADD
	OPERATOR 1 = (ulid, pg_catalog.uuid),
	OPERATOR 1 = (pg_catalog.uuid, ulid),
	OPERATOR 1 pg_catalog.= (pg_catalog.uuid, pg_catalog.uuid),
	FUNCTION 1 (pg_catalog.uuid, pg_catalog.uuid) pg_catalog.uuid_hash(pg_catalog.uuid),
	FUNCTION 2 (pg_catalog.uuid, pg_catalog.uuid) pg_catalog.uuid_hash_extended(pg_catalog.uuid, pg_catalog.int8);

--
-- BRIN: ULID keys follow insertion time, so block ranges hold narrow ranges
-- of ids.  minmax is the default; minmax-multi and bloom reuse uuid's
-- distance function and ulid's hash (same bytes, same hash as uuid).
--

CREATE OPERATOR CLASS ulid_minmax_ops
	DEFAULT FOR TYPE ulid USING brin AS
	OPERATOR 1 < ,
	OPERATOR 2 <= ,
	OPERATOR 3 = ,
	OPERATOR 4 >= ,
	OPERATOR 5 > ,
	FUNCTION 1 pg_catalog.brin_minmax_opcinfo(pg_catalog.internal),
	FUNCTION 2 pg_catalog.brin_minmax_add_value(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
	FUNCTION 3 pg_catalog.brin_minmax_consistent(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
	FUNCTION 4 pg_catalog.brin_minmax_union(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal);
COMMENT ON OPERATOR CLASS ulid_minmax_ops USING brin IS 'BRIN minmax operator class for ulid (default)';
COMMENT ON OPERATOR FAMILY ulid_minmax_ops USING brin IS 'BRIN minmax operators for ulid';

CREATE OPERATOR CLASS ulid_minmax_multi_ops
	FOR TYPE ulid USING brin AS
	OPERATOR 1 < ,
	OPERATOR 2 <= ,
	OPERATOR 3 = ,
	OPERATOR 4 >= ,
	OPERATOR 5 > ,
	FUNCTION 1 pg_catalog.brin_minmax_multi_opcinfo(pg_catalog.internal),
	FUNCTION 2 pg_catalog.brin_minmax_multi_add_value(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
	FUNCTION 3 pg_catalog.brin_minmax_multi_consistent(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.int4),
	FUNCTION 4 pg_catalog.brin_minmax_multi_union(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
	FUNCTION 5 pg_catalog.brin_minmax_multi_options(pg_catalog.internal),
	FUNCTION 11 pg_catalog.brin_minmax_multi_distance_uuid(pg_catalog.internal, pg_catalog.internal);
COMMENT ON OPERATOR CLASS ulid_minmax_multi_ops USING brin IS 'BRIN minmax-multi operator class for ulid';
COMMENT ON OPERATOR FAMILY ulid_minmax_multi_ops USING brin IS 'BRIN minmax-multi operators for ulid';
ALTER OPERATOR FAMILY ulid_minmax_ops USING brin ADD
	OPERATOR 1 < (ulid, pg_catalog.timestamptz),
	OPERATOR 4 >= (ulid, pg_catalog.timestamptz);
ALTER OPERATOR FAMILY ulid_minmax_multi_ops USING brin ADD
	OPERATOR 1 < (ulid, pg_catalog.timestamptz),
	OPERATOR 4 >= (ulid, pg_catalog.timestamptz);

CREATE OPERATOR CLASS ulid_bloom_ops
	FOR TYPE ulid USING brin AS
	OPERATOR 1 = ,
	FUNCTION 1 pg_catalog.brin_bloom_opcinfo(pg_catalog.internal),
	FUNCTION 2 pg_catalog.brin_bloom_add_value(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
	FUNCTION 3 pg_catalog.brin_bloom_consistent(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.int4),
	FUNCTION 4 pg_catalog.brin_bloom_union(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
	FUNCTION 5 pg_catalog.brin_bloom_options(pg_catalog.internal),
	FUNCTION 11 ulid_hash(ulid);
COMMENT ON OPERATOR CLASS ulid_bloom_ops USING brin IS 'BRIN bloom operator class for ulid (equality only)';
COMMENT ON OPERATOR FAMILY ulid_bloom_ops USING brin IS 'BRIN bloom operators for ulid';

