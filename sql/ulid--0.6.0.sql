-- ulid--0.6.0.sql: made by make from src/sql/ulid.sql src/sql/ulid_flake.sql src/sql/baseuid.sql src/sql/ulid_after_pg_upgrade.sql (cat); do not edit.

-- complain if script is sourced in psql, rather than via CREATE EXTENSION
\echo Use "CREATE EXTENSION ulid" to load this file. \quit

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
COMMENT ON FUNCTION ulid_sortsupport(pg_catalog.internal) IS 'sort support: abbreviated keys from the first 8 bytes, abandoned for monotonic runs';
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

--
-- ulid_flake: the 64-bit Ulid-Flake type
--
-- A non-negative bigint: sign bit 0 | 43-bit milliseconds since
-- 2024-01-01T00:00:00Z | 20 random bits (or 15 random bits + a 5-bit node
-- id).  Text is 13 Crockford base32 characters; integer order = text order =
-- time order.  Every function is the extension's own C function
-- (src/ulid_flake.c, generators in src/ulid_flake_gen.c).
--

CREATE TYPE ulid_flake;

CREATE FUNCTION ulid_flake_in(pg_catalog.cstring) RETURNS ulid_flake
	AS 'MODULE_PATHNAME', 'pgulid_flake_in' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_in(pg_catalog.cstring) IS 'text input of ulid_flake: 13 Crockford base32 characters';
CREATE FUNCTION ulid_flake_out(ulid_flake) RETURNS pg_catalog.cstring
	AS 'MODULE_PATHNAME', 'pgulid_flake_out' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_out(ulid_flake) IS 'text output of ulid_flake: 13 upper-case Crockford base32 characters';
CREATE FUNCTION ulid_flake_recv(pg_catalog.internal) RETURNS ulid_flake
	AS 'MODULE_PATHNAME', 'pgulid_flake_recv' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_recv(pg_catalog.internal) IS 'binary input of ulid_flake: a big-endian 64-bit integer, as bigint (sign bit rejected)';
CREATE FUNCTION ulid_flake_send(ulid_flake) RETURNS pg_catalog.bytea
	AS 'MODULE_PATHNAME', 'pgulid_flake_send' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_send(ulid_flake) IS 'binary output of ulid_flake: a big-endian 64-bit integer, as bigint';

-- Stored and passed exactly as bigint (LIKE copies its length, alignment,
-- storage and pass-by-value): by value where a Datum holds 8 bytes (64-bit
-- builds, and every build of PostgreSQL 19+), by reference on 32-bit builds
-- of 15-18.  The C functions read and return int64 with PG_GETARG_INT64 /
-- PG_RETURN_INT64, which work both ways, and the cast to bigint WITHOUT
-- FUNCTION needs the two types to be physically the same.
CREATE TYPE ulid_flake (
	INPUT = ulid_flake_in,
	OUTPUT = ulid_flake_out,
	RECEIVE = ulid_flake_recv,
	SEND = ulid_flake_send,
	LIKE = pg_catalog.int8,
	CATEGORY = 'U'
);
COMMENT ON TYPE ulid_flake IS
	'Ulid-Flake: 64-bit time-ordered id, 43-bit ms since 2024-01-01 + 20 random bits, 13 Crockford base32 characters';

--
-- Comparison: integer order.  Sort support and hashes are bigint's.
--

CREATE FUNCTION ulid_flake_eq(ulid_flake, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_eq' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_eq(ulid_flake, ulid_flake) IS 'equal';
CREATE FUNCTION ulid_flake_ne(ulid_flake, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_ne' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_ne(ulid_flake, ulid_flake) IS 'not equal';
CREATE FUNCTION ulid_flake_lt(ulid_flake, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_lt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_lt(ulid_flake, ulid_flake) IS 'less than';
CREATE FUNCTION ulid_flake_le(ulid_flake, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_le' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_le(ulid_flake, ulid_flake) IS 'less than or equal';
CREATE FUNCTION ulid_flake_gt(ulid_flake, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_gt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_gt(ulid_flake, ulid_flake) IS 'greater than';
CREATE FUNCTION ulid_flake_ge(ulid_flake, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_ge' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_ge(ulid_flake, ulid_flake) IS 'greater than or equal';
CREATE FUNCTION ulid_flake_cmp(ulid_flake, ulid_flake) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_flake_cmp' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_cmp(ulid_flake, ulid_flake) IS 'less-equal-greater: negative, zero or positive (integer order = text order = time order)';
CREATE FUNCTION ulid_flake_sortsupport(pg_catalog.internal) RETURNS pg_catalog.void
	AS 'MODULE_PATHNAME', 'pgulid_flake_sortsupport' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_sortsupport(pg_catalog.internal) IS 'sort support: bigint''s by-value comparator';
CREATE FUNCTION ulid_flake_skipsupport(pg_catalog.internal) RETURNS pg_catalog.void
	AS 'MODULE_PATHNAME', 'pgulid_flake_skipsupport' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_skipsupport(pg_catalog.internal) IS 'btree skip support (PostgreSQL 18+): the next and previous possible ulid_flake';
CREATE FUNCTION ulid_flake_hash(ulid_flake) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_flake_hash' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_hash(ulid_flake) IS 'hash (same as the equal bigint)';
CREATE FUNCTION ulid_flake_hash_extended(ulid_flake, pg_catalog.int8) RETURNS pg_catalog.int8
	AS 'MODULE_PATHNAME', 'pgulid_flake_hash_extended' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_hash_extended(ulid_flake, pg_catalog.int8) IS '64-bit seeded hash (same as the equal bigint), for hash partitioning';

CREATE OPERATOR = (
	LEFTARG = ulid_flake, RIGHTARG = ulid_flake, FUNCTION = ulid_flake_eq,
	COMMUTATOR = =, NEGATOR = <>,
	RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel, HASHES, MERGES
);
COMMENT ON OPERATOR = (ulid_flake, ulid_flake) IS 'equal';
CREATE OPERATOR <> (
	LEFTARG = ulid_flake, RIGHTARG = ulid_flake, FUNCTION = ulid_flake_ne,
	COMMUTATOR = <>, NEGATOR = =,
	RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
COMMENT ON OPERATOR <> (ulid_flake, ulid_flake) IS 'not equal';
CREATE OPERATOR < (
	LEFTARG = ulid_flake, RIGHTARG = ulid_flake, FUNCTION = ulid_flake_lt,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (ulid_flake, ulid_flake) IS 'less than';
CREATE OPERATOR <= (
	LEFTARG = ulid_flake, RIGHTARG = ulid_flake, FUNCTION = ulid_flake_le,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (ulid_flake, ulid_flake) IS 'less than or equal';
CREATE OPERATOR > (
	LEFTARG = ulid_flake, RIGHTARG = ulid_flake, FUNCTION = ulid_flake_gt,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (ulid_flake, ulid_flake) IS 'greater than';
CREATE OPERATOR >= (
	LEFTARG = ulid_flake, RIGHTARG = ulid_flake, FUNCTION = ulid_flake_ge,
	COMMUTATOR = <=, NEGATOR = <,
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);
COMMENT ON OPERATOR >= (ulid_flake, ulid_flake) IS 'greater than or equal';

CREATE OPERATOR CLASS ulid_flake_ops
	DEFAULT FOR TYPE ulid_flake USING btree AS
	OPERATOR 1 < ,
	OPERATOR 2 <= ,
	OPERATOR 3 = ,
	OPERATOR 4 >= ,
	OPERATOR 5 > ,
	FUNCTION 1 ulid_flake_cmp(ulid_flake, ulid_flake),
	FUNCTION 2 ulid_flake_sortsupport(pg_catalog.internal),
	FUNCTION 4 pg_catalog.btequalimage(pg_catalog.oid);
COMMENT ON OPERATOR CLASS ulid_flake_ops USING btree IS
	'default btree operator class for ulid_flake (integer order = time order)';
COMMENT ON OPERATOR FAMILY ulid_flake_ops USING btree IS 'btree operators for ulid_flake';

CREATE OPERATOR CLASS ulid_flake_ops
	DEFAULT FOR TYPE ulid_flake USING hash AS
	OPERATOR 1 = ,
	FUNCTION 1 ulid_flake_hash(ulid_flake),
	FUNCTION 2 ulid_flake_hash_extended(ulid_flake, pg_catalog.int8);
COMMENT ON OPERATOR CLASS ulid_flake_ops USING hash IS 'default hash operator class for ulid_flake';
COMMENT ON OPERATOR FAMILY ulid_flake_ops USING hash IS 'hash operators for ulid_flake';

-- Skip support (PostgreSQL 18+, function 6): added on servers that have it
-- by ulid_after_pg_upgrade.sql, which ends this script.

--
-- Comparison with bigint, in ulid_flake's btree and hash
-- families, so that WHERE id = 123 (or a bigint parameter) finds rows through
-- an index on id.  The functions are ulid_flake's own C functions (both sides
-- are the same int64); bigint's own operators and support join the families
-- to complete them, and ulid_flake's hash is bigint's, as a hash family needs.
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
-- BRIN: ids follow insertion time, so block ranges hold narrow ranges of
-- ids.  minmax is the default; minmax-multi reuses bigint's distance (the
-- same int64), bloom ulid_flake's hash.
--

CREATE OPERATOR CLASS ulid_flake_minmax_ops
	DEFAULT FOR TYPE ulid_flake USING brin AS
	OPERATOR 1 < ,
	OPERATOR 2 <= ,
	OPERATOR 3 = ,
	OPERATOR 4 >= ,
	OPERATOR 5 > ,
	FUNCTION 1 pg_catalog.brin_minmax_opcinfo(pg_catalog.internal),
	FUNCTION 2 pg_catalog.brin_minmax_add_value(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
	FUNCTION 3 pg_catalog.brin_minmax_consistent(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
	FUNCTION 4 pg_catalog.brin_minmax_union(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal);
COMMENT ON OPERATOR CLASS ulid_flake_minmax_ops USING brin IS 'BRIN minmax operator class for ulid_flake (default)';
COMMENT ON OPERATOR FAMILY ulid_flake_minmax_ops USING brin IS 'BRIN minmax operators for ulid_flake';

CREATE OPERATOR CLASS ulid_flake_minmax_multi_ops
	FOR TYPE ulid_flake USING brin AS
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
	FUNCTION 11 pg_catalog.brin_minmax_multi_distance_int8(pg_catalog.internal, pg_catalog.internal);
COMMENT ON OPERATOR CLASS ulid_flake_minmax_multi_ops USING brin IS 'BRIN minmax-multi operator class for ulid_flake';
COMMENT ON OPERATOR FAMILY ulid_flake_minmax_multi_ops USING brin IS 'BRIN minmax-multi operators for ulid_flake';

CREATE OPERATOR CLASS ulid_flake_bloom_ops
	FOR TYPE ulid_flake USING brin AS
	OPERATOR 1 = ,
	FUNCTION 1 pg_catalog.brin_bloom_opcinfo(pg_catalog.internal),
	FUNCTION 2 pg_catalog.brin_bloom_add_value(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
	FUNCTION 3 pg_catalog.brin_bloom_consistent(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.int4),
	FUNCTION 4 pg_catalog.brin_bloom_union(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
	FUNCTION 5 pg_catalog.brin_bloom_options(pg_catalog.internal),
	FUNCTION 11 ulid_flake_hash(ulid_flake);
COMMENT ON OPERATOR CLASS ulid_flake_bloom_ops USING brin IS 'BRIN bloom operator class for ulid_flake (equality only)';
COMMENT ON OPERATOR FAMILY ulid_flake_bloom_ops USING brin IS 'BRIN bloom operators for ulid_flake';

--
-- Generators (src/ulid_flake_gen.c)
--

-- gen_ulid_flake() is PARALLEL RESTRICTED: ulid.flake_max_ids_per_ms counts
-- per backend, so calls spread over parallel workers would each start from
-- zero and take the cap once per worker.  In the leader they all count.
CREATE FUNCTION gen_ulid_flake() RETURNS ulid_flake
	AS 'MODULE_PATHNAME', 'pgulid_gen_flake' LANGUAGE C VOLATILE STRICT PARALLEL RESTRICTED;
COMMENT ON FUNCTION gen_ulid_flake() IS 'a new Ulid-Flake id, strictly greater than every id this function returned before on this server, also after a restart; at most 10 ms ahead of the clock (it waits beyond); node id: ulid.flake_node_id';
CREATE FUNCTION gen_ulid_flake(pg_catalog.timestamptz) RETURNS ulid_flake
	AS 'MODULE_PATHNAME', 'pgulid_gen_flake_at' LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION gen_ulid_flake(pg_catalog.timestamptz) IS 'a new Ulid-Flake id for the given millisecond with 20 random bits (15 with ulid.flake_node_id), not ordered within it; ids of one millisecond repeat by chance: a repeat is as likely as not among 1,206 of them (213 with a node id), and 10,000 hold about 48 repeats (1,380); gen_ulid_flake() never repeats on this server';

--
-- Time, integers and text
--

CREATE FUNCTION ulid_flake_timestamp(ulid_flake) RETURNS pg_catalog.timestamptz
	AS 'MODULE_PATHNAME', 'pgulid_flake_timestamp' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_timestamp(ulid_flake) IS 'the creation time of a Ulid-Flake id (its millisecond timestamp, epoch 2024-01-01)';
CREATE FUNCTION ulid_flake_partition_time(ulid_flake) RETURNS pg_catalog.timestamptz
	AS 'MODULE_PATHNAME', 'pgulid_flake_partition_time' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_partition_time(ulid_flake) IS 'the millisecond of a Ulid-Flake id, plus 1 microsecond unless it is the lowest id of that millisecond: a TimescaleDB partitioning function under which every comparison on the id is exact';
CREATE FUNCTION ulid_flake_min(pg_catalog.timestamptz) RETURNS ulid_flake
	AS 'MODULE_PATHNAME', 'pgulid_flake_min_at' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_min(pg_catalog.timestamptz) IS 'the lowest Ulid-Flake id of the given millisecond (low 20 bits all zeros)';
CREATE FUNCTION ulid_flake_max(pg_catalog.timestamptz) RETURNS ulid_flake
	AS 'MODULE_PATHNAME', 'pgulid_flake_max_at' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_max(pg_catalog.timestamptz) IS 'the highest Ulid-Flake id of the given millisecond (low 20 bits all ones)';
CREATE FUNCTION ulid_flake_random(ulid_flake) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_flake_random' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_random(ulid_flake) IS 'the low 20 bits of a Ulid-Flake id (random bits; in node mode the random bits shifted left by 5 plus the node id)';
CREATE FUNCTION ulid_flake_is_valid(pg_catalog.text) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_is_valid' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_is_valid(pg_catalog.text) IS 'whether the text is a valid Ulid-Flake id (never raises an error)';
CREATE FUNCTION ulid_flake_from_bigint(pg_catalog.int8) RETURNS ulid_flake
	AS 'MODULE_PATHNAME', 'pgulid_flake_from_bigint' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_from_bigint(pg_catalog.int8) IS 'a Ulid-Flake id from a non-negative bigint (cast bigint to ulid_flake)';
CREATE FUNCTION ulid_flake_to_text(ulid_flake) RETURNS pg_catalog.text
	AS 'MODULE_PATHNAME', 'pgulid_flake_to_text' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_to_text(ulid_flake) IS 'the canonical text of a Ulid-Flake id (cast to text)';
CREATE FUNCTION ulid_flake_from_text(pg_catalog.text) RETURNS ulid_flake
	AS 'MODULE_PATHNAME', 'pgulid_flake_from_text' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_from_text(pg_catalog.text) IS 'parse a Ulid-Flake id, with the errors of ulid_flake input (cast text to ulid_flake)';

-- None of these casts is implicit.  ulid_flake::bigint is the same 8 bytes
-- (no function), an assignment cast so that ids can be stored in existing
-- bigint columns; bigint::ulid_flake checks the sign.
CREATE CAST (ulid_flake AS pg_catalog.int8) WITHOUT FUNCTION AS ASSIGNMENT;
COMMENT ON CAST (ulid_flake AS pg_catalog.int8) IS 'the same 64-bit integer';
CREATE CAST (pg_catalog.int8 AS ulid_flake) WITH FUNCTION ulid_flake_from_bigint(pg_catalog.int8);
COMMENT ON CAST (pg_catalog.int8 AS ulid_flake) IS 'a non-negative bigint as a Ulid-Flake id';
CREATE CAST (ulid_flake AS pg_catalog.timestamptz) WITH FUNCTION ulid_flake_timestamp(ulid_flake);
COMMENT ON CAST (ulid_flake AS pg_catalog.timestamptz) IS 'the creation time of the Ulid-Flake id';
CREATE CAST (pg_catalog.timestamptz AS ulid_flake) WITH FUNCTION ulid_flake_min(pg_catalog.timestamptz);
COMMENT ON CAST (pg_catalog.timestamptz AS ulid_flake) IS 'the lowest Ulid-Flake id of that millisecond';
CREATE CAST (ulid_flake AS pg_catalog.text) WITH FUNCTION ulid_flake_to_text(ulid_flake) AS ASSIGNMENT;
COMMENT ON CAST (ulid_flake AS pg_catalog.text) IS 'canonical 13-character text';
CREATE CAST (pg_catalog.text AS ulid_flake) WITH FUNCTION ulid_flake_from_text(pg_catalog.text);
COMMENT ON CAST (pg_catalog.text AS ulid_flake) IS 'parse 13 Crockford base32 characters';

--
-- Aggregates
--

CREATE FUNCTION ulid_flake_smaller(ulid_flake, ulid_flake) RETURNS ulid_flake
	AS 'MODULE_PATHNAME', 'pgulid_flake_smaller' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_smaller(ulid_flake, ulid_flake) IS 'the smaller of two Ulid-Flake ids';
CREATE FUNCTION ulid_flake_larger(ulid_flake, ulid_flake) RETURNS ulid_flake
	AS 'MODULE_PATHNAME', 'pgulid_flake_larger' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_larger(ulid_flake, ulid_flake) IS 'the larger of two Ulid-Flake ids';

CREATE AGGREGATE min(ulid_flake) (
	SFUNC = ulid_flake_smaller, STYPE = ulid_flake, COMBINEFUNC = ulid_flake_smaller,
	SORTOP = <, PARALLEL = SAFE
);
COMMENT ON AGGREGATE min(ulid_flake) IS 'the smallest (oldest) Ulid-Flake id';
CREATE AGGREGATE max(ulid_flake) (
	SFUNC = ulid_flake_larger, STYPE = ulid_flake, COMBINEFUNC = ulid_flake_larger,
	SORTOP = >, PARALLEL = SAFE
);
COMMENT ON AGGREGATE max(ulid_flake) IS 'the largest (newest) Ulid-Flake id';

--
-- baseuid: the 120-bit BaseUID type
--
-- 15 bytes: a 48-bit time field (Unix nanoseconds >> 15, ticks of 32.768 us)
-- and 72 random bits; text is 20 characters of the ordered base64 alphabet
-- -0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz, so byte
-- order = text order in the C collation = time order.  Every function is the
-- extension's own C function (src/baseuid.c).
--

CREATE TYPE baseuid;

CREATE FUNCTION baseuid_in(pg_catalog.cstring) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_in' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_in(pg_catalog.cstring) IS 'text input of baseuid: 20 characters of the ordered base64 alphabet (case-sensitive)';
CREATE FUNCTION baseuid_out(baseuid) RETURNS pg_catalog.cstring
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_out' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_out(baseuid) IS 'text output of baseuid: 20 characters of the ordered base64 alphabet';
CREATE FUNCTION baseuid_recv(pg_catalog.internal) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_recv' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_recv(pg_catalog.internal) IS 'binary input of baseuid: 15 bytes, big-endian';
CREATE FUNCTION baseuid_send(baseuid) RETURNS pg_catalog.bytea
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_send' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_send(baseuid) IS 'binary output of baseuid: 15 bytes, big-endian';

CREATE TYPE baseuid (
	INPUT = baseuid_in,
	OUTPUT = baseuid_out,
	RECEIVE = baseuid_recv,
	SEND = baseuid_send,
	INTERNALLENGTH = 15,
	ALIGNMENT = char,
	STORAGE = plain,
	CATEGORY = 'U'
);
COMMENT ON TYPE baseuid IS
	'BaseUID: 48-bit time in 32.768 us ticks + 72 random bits, 15 bytes, 20 ordered base64 characters';

--
-- Comparison: memcmp over the 15 bytes.
--

CREATE FUNCTION baseuid_eq(baseuid, baseuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_eq' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION baseuid_eq(baseuid, baseuid) IS 'equal';
CREATE FUNCTION baseuid_ne(baseuid, baseuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_ne' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION baseuid_ne(baseuid, baseuid) IS 'not equal';
CREATE FUNCTION baseuid_lt(baseuid, baseuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_lt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION baseuid_lt(baseuid, baseuid) IS 'less than';
CREATE FUNCTION baseuid_le(baseuid, baseuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_le' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION baseuid_le(baseuid, baseuid) IS 'less than or equal';
CREATE FUNCTION baseuid_gt(baseuid, baseuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_gt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION baseuid_gt(baseuid, baseuid) IS 'greater than';
CREATE FUNCTION baseuid_ge(baseuid, baseuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_ge' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION baseuid_ge(baseuid, baseuid) IS 'greater than or equal';
CREATE FUNCTION baseuid_cmp(baseuid, baseuid) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_cmp' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION baseuid_cmp(baseuid, baseuid) IS 'less-equal-greater: negative, zero or positive (byte order = C-collation text order = time order)';

CREATE FUNCTION baseuid_sortsupport(pg_catalog.internal) RETURNS pg_catalog.void
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_sortsupport' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_sortsupport(pg_catalog.internal) IS 'sort support: abbreviated keys from the first 8 bytes (ulid''s abort rule)';
CREATE FUNCTION baseuid_skipsupport(pg_catalog.internal) RETURNS pg_catalog.void
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_skipsupport' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_skipsupport(pg_catalog.internal) IS 'btree skip support (PostgreSQL 18+): the next and previous possible baseuid';
CREATE FUNCTION baseuid_hash(baseuid) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_hash' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION baseuid_hash(baseuid) IS 'hash of the 15 bytes';
CREATE FUNCTION baseuid_hash_extended(baseuid, pg_catalog.int8) RETURNS pg_catalog.int8
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_hash_extended' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION baseuid_hash_extended(baseuid, pg_catalog.int8) IS '64-bit seeded hash of the 15 bytes, for hash partitioning';

CREATE OPERATOR = (
	LEFTARG = baseuid, RIGHTARG = baseuid, FUNCTION = baseuid_eq,
	COMMUTATOR = =, NEGATOR = <>,
	RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel, HASHES, MERGES
);
COMMENT ON OPERATOR = (baseuid, baseuid) IS 'equal';
CREATE OPERATOR <> (
	LEFTARG = baseuid, RIGHTARG = baseuid, FUNCTION = baseuid_ne,
	COMMUTATOR = <>, NEGATOR = =,
	RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
COMMENT ON OPERATOR <> (baseuid, baseuid) IS 'not equal';
CREATE OPERATOR < (
	LEFTARG = baseuid, RIGHTARG = baseuid, FUNCTION = baseuid_lt,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (baseuid, baseuid) IS 'less than';
CREATE OPERATOR <= (
	LEFTARG = baseuid, RIGHTARG = baseuid, FUNCTION = baseuid_le,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (baseuid, baseuid) IS 'less than or equal';
CREATE OPERATOR > (
	LEFTARG = baseuid, RIGHTARG = baseuid, FUNCTION = baseuid_gt,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (baseuid, baseuid) IS 'greater than';
CREATE OPERATOR >= (
	LEFTARG = baseuid, RIGHTARG = baseuid, FUNCTION = baseuid_ge,
	COMMUTATOR = <=, NEGATOR = <,
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);
COMMENT ON OPERATOR >= (baseuid, baseuid) IS 'greater than or equal';

CREATE OPERATOR CLASS baseuid_ops
	DEFAULT FOR TYPE baseuid USING btree AS
	OPERATOR 1 < ,
	OPERATOR 2 <= ,
	OPERATOR 3 = ,
	OPERATOR 4 >= ,
	OPERATOR 5 > ,
	FUNCTION 1 baseuid_cmp(baseuid, baseuid),
	FUNCTION 2 baseuid_sortsupport(pg_catalog.internal),
	FUNCTION 4 pg_catalog.btequalimage(pg_catalog.oid);
COMMENT ON OPERATOR CLASS baseuid_ops USING btree IS
	'default btree operator class for baseuid (byte order = time order)';
COMMENT ON OPERATOR FAMILY baseuid_ops USING btree IS 'btree operators for baseuid';

CREATE OPERATOR CLASS baseuid_ops
	DEFAULT FOR TYPE baseuid USING hash AS
	OPERATOR 1 = ,
	FUNCTION 1 baseuid_hash(baseuid),
	FUNCTION 2 baseuid_hash_extended(baseuid, pg_catalog.int8);
COMMENT ON OPERATOR CLASS baseuid_ops USING hash IS 'default hash operator class for baseuid';
COMMENT ON OPERATOR FAMILY baseuid_ops USING hash IS 'hash operators for baseuid';

-- Skip scan (PostgreSQL 18+) steps through possible baseuids with support
-- function 6 (a 15-byte increment and decrement): added on servers that have
-- it by ulid_after_pg_upgrade.sql, which ends this script.

-- BRIN: ids follow insertion time, so block ranges hold narrow ranges of ids.
CREATE OPERATOR CLASS baseuid_minmax_ops
	DEFAULT FOR TYPE baseuid USING brin AS
	OPERATOR 1 < ,
	OPERATOR 2 <= ,
	OPERATOR 3 = ,
	OPERATOR 4 >= ,
	OPERATOR 5 > ,
	FUNCTION 1 pg_catalog.brin_minmax_opcinfo(pg_catalog.internal),
	FUNCTION 2 pg_catalog.brin_minmax_add_value(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
	FUNCTION 3 pg_catalog.brin_minmax_consistent(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
	FUNCTION 4 pg_catalog.brin_minmax_union(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal);
COMMENT ON OPERATOR CLASS baseuid_minmax_ops USING brin IS 'BRIN minmax operator class for baseuid (default)';
COMMENT ON OPERATOR FAMILY baseuid_minmax_ops USING brin IS 'BRIN minmax operators for baseuid';

-- minmax-multi and bloom: the distance of two BaseUIDs for minmax-multi is
-- our own C function (no built-in reads 15 bytes).
CREATE FUNCTION baseuid_brin_distance(pg_catalog.internal, pg_catalog.internal) RETURNS pg_catalog.float8
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_brin_distance' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_brin_distance(pg_catalog.internal, pg_catalog.internal) IS 'BRIN minmax-multi support: the distance between two BaseUIDs (their difference as a fraction of the whole range)';

CREATE OPERATOR CLASS baseuid_minmax_multi_ops
	FOR TYPE baseuid USING brin AS
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
	FUNCTION 11 baseuid_brin_distance(pg_catalog.internal, pg_catalog.internal);
COMMENT ON OPERATOR CLASS baseuid_minmax_multi_ops USING brin IS 'BRIN minmax-multi operator class for baseuid';
COMMENT ON OPERATOR FAMILY baseuid_minmax_multi_ops USING brin IS 'BRIN minmax-multi operators for baseuid';

CREATE OPERATOR CLASS baseuid_bloom_ops
	FOR TYPE baseuid USING brin AS
	OPERATOR 1 = ,
	FUNCTION 1 pg_catalog.brin_bloom_opcinfo(pg_catalog.internal),
	FUNCTION 2 pg_catalog.brin_bloom_add_value(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
	FUNCTION 3 pg_catalog.brin_bloom_consistent(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.int4),
	FUNCTION 4 pg_catalog.brin_bloom_union(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
	FUNCTION 5 pg_catalog.brin_bloom_options(pg_catalog.internal),
	FUNCTION 11 baseuid_hash(baseuid);
COMMENT ON OPERATOR CLASS baseuid_bloom_ops USING brin IS 'BRIN bloom operator class for baseuid (equality only)';
COMMENT ON OPERATOR FAMILY baseuid_bloom_ops USING brin IS 'BRIN bloom operators for baseuid';

--
-- Generators
--

CREATE FUNCTION gen_baseuid() RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_gen' LANGUAGE C VOLATILE STRICT PARALLEL RESTRICTED;
COMMENT ON FUNCTION gen_baseuid() IS 'a new BaseUID for the current 32.768 us tick, strictly greater than the previous one generated by this session';
CREATE FUNCTION gen_baseuid(pg_catalog.timestamptz) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_gen_at' LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION gen_baseuid(pg_catalog.timestamptz) IS 'a new BaseUID for the tick of the given time with 72 fresh random bits';
CREATE FUNCTION gen_random_baseuid() RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_gen_random' LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION gen_random_baseuid() IS 'a new BaseUID for the current tick with 72 fresh random bits (not monotonic)';

--
-- Time: the tick of a BaseUID, and BaseUIDs bounding a tick.
--

CREATE FUNCTION baseuid_timestamp(baseuid) RETURNS pg_catalog.timestamptz
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_timestamp' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_timestamp(baseuid) IS 'the creation time of a BaseUID: the start of its 32.768 us tick, truncated to the microsecond';
CREATE FUNCTION baseuid_min(pg_catalog.timestamptz) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_min_at' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_min(pg_catalog.timestamptz) IS 'the lowest BaseUID of the tick holding the given time (random part all zeros)';
CREATE FUNCTION baseuid_max(pg_catalog.timestamptz) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_max_at' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_max(pg_catalog.timestamptz) IS 'the highest BaseUID of the tick holding the given time (random part all ones)';

CREATE CAST (baseuid AS pg_catalog.timestamptz) WITH FUNCTION baseuid_timestamp(baseuid);
COMMENT ON CAST (baseuid AS pg_catalog.timestamptz) IS 'the creation time of the BaseUID (start of its tick)';
CREATE CAST (pg_catalog.timestamptz AS baseuid) WITH FUNCTION baseuid_min(pg_catalog.timestamptz);
COMMENT ON CAST (pg_catalog.timestamptz AS baseuid) IS 'the lowest BaseUID of that 32.768 us tick';

--
-- uuid (the UUIDv8 form), bytea and text.  Explicit casts: the uuid form has
-- other bits than the BaseUID, and most uuids have no BaseUID.
--

CREATE FUNCTION baseuid_to_uuid(baseuid) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_to_uuid' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_to_uuid(baseuid) IS 'the UUIDv8 form of a BaseUID: time, version 8, 12 random bits, variant 10, 60 random bits, 00 (cast baseuid to uuid)';
CREATE FUNCTION baseuid_from_uuid(pg_catalog.uuid) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_from_uuid' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_from_uuid(pg_catalog.uuid) IS 'the BaseUID of a uuid in its UUIDv8 form; an error for any other uuid (cast uuid to baseuid)';

CREATE CAST (baseuid AS pg_catalog.uuid) WITH FUNCTION baseuid_to_uuid(baseuid);
COMMENT ON CAST (baseuid AS pg_catalog.uuid) IS 'the UUIDv8 form (same order)';
CREATE CAST (pg_catalog.uuid AS baseuid) WITH FUNCTION baseuid_from_uuid(pg_catalog.uuid);
COMMENT ON CAST (pg_catalog.uuid AS baseuid) IS 'from the UUIDv8 form only';

CREATE FUNCTION baseuid_to_bytea(baseuid) RETURNS pg_catalog.bytea
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_to_bytea' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_to_bytea(baseuid) IS 'the 15 bytes of a BaseUID (cast baseuid to bytea)';
CREATE FUNCTION baseuid_from_bytea(pg_catalog.bytea) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_from_bytea' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_from_bytea(pg_catalog.bytea) IS 'a BaseUID from exactly 15 bytes (cast bytea to baseuid)';

CREATE CAST (baseuid AS pg_catalog.bytea) WITH FUNCTION baseuid_to_bytea(baseuid);
COMMENT ON CAST (baseuid AS pg_catalog.bytea) IS 'the 15 bytes';
CREATE CAST (pg_catalog.bytea AS baseuid) WITH FUNCTION baseuid_from_bytea(pg_catalog.bytea);
COMMENT ON CAST (pg_catalog.bytea AS baseuid) IS 'exactly 15 bytes';

-- Direct text casts, faster than the I/O conversions they replace; to text it
-- stays an assignment cast, as I/O conversions to string types are.
CREATE FUNCTION baseuid_to_text(baseuid) RETURNS pg_catalog.text
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_to_text' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_to_text(baseuid) IS 'the 20-character text of a BaseUID (cast baseuid to text)';
CREATE FUNCTION baseuid_from_text(pg_catalog.text) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_from_text' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_from_text(pg_catalog.text) IS 'parse a BaseUID, with the errors of baseuid input (cast text to baseuid)';

CREATE CAST (baseuid AS pg_catalog.text) WITH FUNCTION baseuid_to_text(baseuid) AS ASSIGNMENT;
COMMENT ON CAST (baseuid AS pg_catalog.text) IS '20-character text';
CREATE CAST (pg_catalog.text AS baseuid) WITH FUNCTION baseuid_from_text(pg_catalog.text);
COMMENT ON CAST (pg_catalog.text AS baseuid) IS 'parse 20 ordered base64 characters';

CREATE FUNCTION baseuid_is_valid(pg_catalog.text) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_is_valid' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_is_valid(pg_catalog.text) IS 'whether the text is a valid BaseUID (never raises an error)';

--
-- Aggregates
--

CREATE FUNCTION baseuid_smaller(baseuid, baseuid) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_smaller' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_smaller(baseuid, baseuid) IS 'the smaller of two BaseUIDs';
CREATE FUNCTION baseuid_larger(baseuid, baseuid) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_larger' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_larger(baseuid, baseuid) IS 'the larger of two BaseUIDs';

CREATE AGGREGATE min(baseuid) (
	SFUNC = baseuid_smaller, STYPE = baseuid, COMBINEFUNC = baseuid_smaller,
	SORTOP = <, PARALLEL = SAFE
);
COMMENT ON AGGREGATE min(baseuid) IS 'the smallest (oldest) BaseUID';
CREATE AGGREGATE max(baseuid) (
	SFUNC = baseuid_larger, STYPE = baseuid, COMBINEFUNC = baseuid_larger,
	SORTOP = >, PARALLEL = SAFE
);
COMMENT ON AGGREGATE max(baseuid) IS 'the largest (newest) BaseUID';

--
-- Btree skip support (support function 6, PostgreSQL 18+) of ulid,
-- ulid_flake and baseuid: the one part of the catalog that depends on the
-- server's major.  This block ends the install script and every update
-- script, and is installed beside them as ulid_after_pg_upgrade.sql (CREATE
-- EXTENSION reads only files named ulid--*.sql): pg_upgrade copies the old
-- major's catalog as it was, so after pg_upgrade from 15-17 to 18+ a
-- superuser runs it once in every database that has the extension:
--     psql -d DATABASE -f "$(pg_config --sharedir)/extension/ulid_after_pg_upgrade.sql"
-- It adds what is missing and says so; on a complete catalog, or on a server
-- before 18, it changes nothing (anyone may run it then).
--
-- The extension is relocatable, so its schema is read from pg_extension.
-- Every name is schema-qualified (built-ins with pg_catalog, operators
-- too), so nothing on the caller's search_path and no function planted in
-- the extension's schema takes part; the support functions are named with
-- their exact argument types.  In a script of CREATE or ALTER EXTENSION the
-- NOTICE stays unseen (PostgreSQL raises client_min_messages to WARNING
-- while a script runs).
--
DO $after_pg_upgrade$
DECLARE
	s pg_catalog.text;			-- the extension's schema, quoted
	f pg_catalog.regprocedure;	-- a type's skip support function (none before 0.2.0)
	added pg_catalog.text;		-- the types whose skip support was added
BEGIN
	SELECT pg_catalog.quote_ident(n.nspname) INTO s
	FROM pg_catalog.pg_extension e
	JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) e.extnamespace
	WHERE e.extname OPERATOR(pg_catalog.=) 'ulid';
	IF s IS NULL THEN
		RAISE EXCEPTION 'extension "ulid" does not exist in database "%"', pg_catalog.current_database()
			USING ERRCODE = 'undefined_object';
	END IF;

	IF pg_catalog.current_setting('server_version_num')::pg_catalog.int4 OPERATOR(pg_catalog.>=) 180000 THEN
		f := pg_catalog.to_regprocedure(pg_catalog.concat(s, '.ulid_skipsupport(pg_catalog.internal)'));
		IF f IS NOT NULL AND NOT EXISTS (SELECT FROM pg_catalog.pg_amproc WHERE amproc OPERATOR(pg_catalog.=) f) THEN
			EXECUTE pg_catalog.format('ALTER OPERATOR FAMILY %1$s.ulid_ops USING btree ADD FUNCTION 6 (%1$s.ulid, %1$s.ulid) %1$s.ulid_skipsupport(pg_catalog.internal)', s);
			added := pg_catalog.concat_ws(', ', added, 'ulid');
		END IF;
		f := pg_catalog.to_regprocedure(pg_catalog.concat(s, '.ulid_flake_skipsupport(pg_catalog.internal)'));
		IF f IS NOT NULL AND NOT EXISTS (SELECT FROM pg_catalog.pg_amproc WHERE amproc OPERATOR(pg_catalog.=) f) THEN
			EXECUTE pg_catalog.format('ALTER OPERATOR FAMILY %1$s.ulid_flake_ops USING btree ADD FUNCTION 6 (%1$s.ulid_flake, %1$s.ulid_flake) %1$s.ulid_flake_skipsupport(pg_catalog.internal)', s);
			added := pg_catalog.concat_ws(', ', added, 'ulid_flake');
		END IF;
		f := pg_catalog.to_regprocedure(pg_catalog.concat(s, '.baseuid_skipsupport(pg_catalog.internal)'));
		IF f IS NOT NULL AND NOT EXISTS (SELECT FROM pg_catalog.pg_amproc WHERE amproc OPERATOR(pg_catalog.=) f) THEN
			EXECUTE pg_catalog.format('ALTER OPERATOR FAMILY %1$s.baseuid_ops USING btree ADD FUNCTION 6 (%1$s.baseuid, %1$s.baseuid) %1$s.baseuid_skipsupport(pg_catalog.internal)', s);
			added := pg_catalog.concat_ws(', ', added, 'baseuid');
		END IF;
	END IF;

	IF added IS NULL THEN
		RAISE NOTICE 'extension ulid: nothing to add, the catalog is complete for this server';
	ELSE
		RAISE NOTICE 'extension ulid: added btree skip support of %', added;
	END IF;
END
$after_pg_upgrade$;
