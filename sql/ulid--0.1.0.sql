/* ulid--0.1.0.sql: the ulid type, its operators, index support and generators */

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
	AS 'MODULE_PATHNAME', 'pgulid_in'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_in(pg_catalog.cstring) IS
	'text input of ulid: 26 Crockford base32 characters';

CREATE FUNCTION ulid_out(ulid) RETURNS pg_catalog.cstring
	AS 'MODULE_PATHNAME', 'pgulid_out'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_out(ulid) IS
	'text output of ulid: 26 upper-case Crockford base32 characters';

-- Binary I/O: the 16 bytes as they are, exactly what uuid sends.
CREATE FUNCTION ulid_recv(pg_catalog.internal) RETURNS ulid
	AS 'uuid_recv'
	LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_recv(pg_catalog.internal) IS
	'binary input of ulid: 16 bytes, big-endian';

CREATE FUNCTION ulid_send(ulid) RETURNS pg_catalog.bytea
	AS 'uuid_send'
	LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_send(ulid) IS
	'binary output of ulid: 16 bytes, big-endian';

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
	'Universally Unique Lexicographically Sortable Identifier: 48-bit Unix-ms timestamp + 80 random bits';

--
-- Comparison.  A ulid has the same 16 bytes, in the same order, as the
-- equivalent uuid, so PostgreSQL's own uuid functions do the work.
--

CREATE FUNCTION ulid_eq(ulid, ulid) RETURNS pg_catalog.bool
	AS 'uuid_eq' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_eq(ulid, ulid) IS 'equal';

CREATE FUNCTION ulid_ne(ulid, ulid) RETURNS pg_catalog.bool
	AS 'uuid_ne' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_ne(ulid, ulid) IS 'not equal';

CREATE FUNCTION ulid_lt(ulid, ulid) RETURNS pg_catalog.bool
	AS 'uuid_lt' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_lt(ulid, ulid) IS 'less than';

CREATE FUNCTION ulid_le(ulid, ulid) RETURNS pg_catalog.bool
	AS 'uuid_le' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_le(ulid, ulid) IS 'less than or equal';

CREATE FUNCTION ulid_gt(ulid, ulid) RETURNS pg_catalog.bool
	AS 'uuid_gt' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_gt(ulid, ulid) IS 'greater than';

CREATE FUNCTION ulid_ge(ulid, ulid) RETURNS pg_catalog.bool
	AS 'uuid_ge' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_ge(ulid, ulid) IS 'greater than or equal';

CREATE FUNCTION ulid_cmp(ulid, ulid) RETURNS pg_catalog.int4
	AS 'uuid_cmp' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_cmp(ulid, ulid) IS
	'less-equal-greater: negative, zero or positive (byte order = text order = time order)';

CREATE FUNCTION ulid_sortsupport(pg_catalog.internal) RETURNS pg_catalog.void
	AS 'uuid_sortsupport' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_sortsupport(pg_catalog.internal) IS
	'sort support: abbreviated keys from the first 8 bytes';

CREATE FUNCTION ulid_hash(ulid) RETURNS pg_catalog.int4
	AS 'uuid_hash' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_hash(ulid) IS 'hash (same as the equal uuid)';

CREATE FUNCTION ulid_hash_extended(ulid, pg_catalog.int8) RETURNS pg_catalog.int8
	AS 'uuid_hash_extended' LANGUAGE internal IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_hash_extended(ulid, pg_catalog.int8) IS
	'64-bit seeded hash (same as the equal uuid), for hash partitioning';

CREATE OPERATOR = (
	LEFTARG = ulid, RIGHTARG = ulid,
	FUNCTION = ulid_eq,
	COMMUTATOR = =, NEGATOR = <>,
	RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel,
	HASHES, MERGES
);
COMMENT ON OPERATOR = (ulid, ulid) IS 'equal';

CREATE OPERATOR <> (
	LEFTARG = ulid, RIGHTARG = ulid,
	FUNCTION = ulid_ne,
	COMMUTATOR = <>, NEGATOR = =,
	RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
COMMENT ON OPERATOR <> (ulid, ulid) IS 'not equal';

CREATE OPERATOR < (
	LEFTARG = ulid, RIGHTARG = ulid,
	FUNCTION = ulid_lt,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (ulid, ulid) IS 'less than';

CREATE OPERATOR <= (
	LEFTARG = ulid, RIGHTARG = ulid,
	FUNCTION = ulid_le,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (ulid, ulid) IS 'less than or equal';

CREATE OPERATOR > (
	LEFTARG = ulid, RIGHTARG = ulid,
	FUNCTION = ulid_gt,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (ulid, ulid) IS 'greater than';

CREATE OPERATOR >= (
	LEFTARG = ulid, RIGHTARG = ulid,
	FUNCTION = ulid_ge,
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
COMMENT ON OPERATOR CLASS ulid_ops USING hash IS
	'default hash operator class for ulid';
COMMENT ON OPERATOR FAMILY ulid_ops USING hash IS 'hash operators for ulid';

--
-- Casts to and from uuid: the same 16 bytes, so no function is needed.
-- Explicit only: implicit casts would make operators ambiguous.
--

CREATE CAST (ulid AS pg_catalog.uuid) WITHOUT FUNCTION;
COMMENT ON CAST (ulid AS pg_catalog.uuid) IS 'the same 16 bytes, shown as a uuid';
CREATE CAST (pg_catalog.uuid AS ulid) WITHOUT FUNCTION;
COMMENT ON CAST (pg_catalog.uuid AS ulid) IS 'the same 16 bytes, shown as a ulid';

--
-- Generators
--

CREATE FUNCTION gen_ulid() RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_gen'
	LANGUAGE C VOLATILE STRICT PARALLEL RESTRICTED;
COMMENT ON FUNCTION gen_ulid() IS
	'a new ULID for the current time, strictly greater than the previous one generated by this session';

CREATE FUNCTION gen_ulid(pg_catalog.timestamptz) RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_gen_at'
	LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION gen_ulid(pg_catalog.timestamptz) IS
	'a new ULID for the given time (to the millisecond) with 80 fresh random bits';

CREATE FUNCTION gen_random_ulid() RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_gen_random'
	LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION gen_random_ulid() IS
	'a new ULID for the current time with 80 fresh random bits (not monotonic)';

CREATE FUNCTION gen_monotonic_ulid() RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_gen_monotonic'
	LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION gen_monotonic_ulid() IS
	'a new ULID for the current time, strictly greater than every ULID this function returned before in the cluster';
