-- ulid--0.1.0--0.2.0.sql: made by a make rule of 0.2.0 from sources since removed; kept as released, do not edit.

-- complain if script is sourced in psql, rather than via CREATE EXTENSION
\echo Use "ALTER EXTENSION ulid UPDATE TO '0.2.0'" to load this file. \quit

--
-- Changes to the objects of 0.1.0
--

-- Every comparison, hash and binary I/O function becomes the extension's own
-- C function instead of a LANGUAGE internal alias of uuid's (the same results
-- for the same bytes, so indexes and hash partitions stay valid).  Replacing
-- a function in place keeps the operators, operator classes and indexes that
-- use it.
CREATE OR REPLACE FUNCTION ulid_recv(pg_catalog.internal) RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_recv'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION ulid_send(ulid) RETURNS pg_catalog.bytea
	AS 'MODULE_PATHNAME', 'pgulid_send'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE OR REPLACE FUNCTION ulid_eq(ulid, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_eq' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE OR REPLACE FUNCTION ulid_ne(ulid, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_ne' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE OR REPLACE FUNCTION ulid_lt(ulid, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_lt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE OR REPLACE FUNCTION ulid_le(ulid, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_le' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE OR REPLACE FUNCTION ulid_gt(ulid, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_gt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE OR REPLACE FUNCTION ulid_ge(ulid, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_ge' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE OR REPLACE FUNCTION ulid_cmp(ulid, ulid) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_cmp' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE OR REPLACE FUNCTION ulid_hash(ulid) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_hash' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE OR REPLACE FUNCTION ulid_hash_extended(ulid, pg_catalog.int8) RETURNS pg_catalog.int8
	AS 'MODULE_PATHNAME', 'pgulid_hash_extended' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE OR REPLACE FUNCTION ulid_uuid_eq(ulid, pg_catalog.uuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_eq' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE OR REPLACE FUNCTION ulid_uuid_ne(ulid, pg_catalog.uuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_ne' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE OR REPLACE FUNCTION ulid_uuid_lt(ulid, pg_catalog.uuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_lt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE OR REPLACE FUNCTION ulid_uuid_le(ulid, pg_catalog.uuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_le' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE OR REPLACE FUNCTION ulid_uuid_gt(ulid, pg_catalog.uuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_gt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE OR REPLACE FUNCTION ulid_uuid_ge(ulid, pg_catalog.uuid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_ge' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE OR REPLACE FUNCTION ulid_uuid_cmp(ulid, pg_catalog.uuid) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_cmp' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE OR REPLACE FUNCTION uuid_ulid_eq(pg_catalog.uuid, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_eq' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE OR REPLACE FUNCTION uuid_ulid_ne(pg_catalog.uuid, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_ne' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE OR REPLACE FUNCTION uuid_ulid_lt(pg_catalog.uuid, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_lt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE OR REPLACE FUNCTION uuid_ulid_le(pg_catalog.uuid, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_le' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE OR REPLACE FUNCTION uuid_ulid_gt(pg_catalog.uuid, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_gt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE OR REPLACE FUNCTION uuid_ulid_ge(pg_catalog.uuid, ulid) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_ge' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE OR REPLACE FUNCTION uuid_ulid_cmp(pg_catalog.uuid, ulid) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_cmp' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;

CREATE FUNCTION ulid_skipsupport(pg_catalog.internal) RETURNS pg_catalog.void
	AS 'MODULE_PATHNAME', 'pgulid_skipsupport' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_skipsupport(pg_catalog.internal) IS
	'btree skip support (PostgreSQL 18+): the next and previous possible ulid';

-- Skip scan (PostgreSQL 18+) steps through possible ulids with support
-- function 6, as it does for uuid.
DO $$
BEGIN
	IF pg_catalog.current_setting('server_version_num')::pg_catalog.int4 >= 180000 THEN
		ALTER OPERATOR FAMILY ulid_ops USING btree ADD
			FUNCTION 6 (ulid, ulid) ulid_skipsupport(pg_catalog.internal);
	END IF;
END
$$;

-- uuid <-> ulid become assignment casts (they were explicit).
DROP CAST (ulid AS pg_catalog.uuid);
CREATE CAST (ulid AS pg_catalog.uuid) WITHOUT FUNCTION AS ASSIGNMENT;
COMMENT ON CAST (ulid AS pg_catalog.uuid) IS 'the same 16 bytes, shown as a uuid';
DROP CAST (pg_catalog.uuid AS ulid);
CREATE CAST (pg_catalog.uuid AS ulid) WITHOUT FUNCTION AS ASSIGNMENT;
COMMENT ON CAST (pg_catalog.uuid AS ulid) IS 'the same 16 bytes, shown as a ulid';

--
-- ulid_flake: the 64-bit Ulid-Flake type (new in 0.2.0)
--
-- A non-negative bigint: sign bit 0 | 43-bit milliseconds since
-- 2024-01-01T00:00:00Z | 20 random bits (or 15 random bits + a 5-bit node
-- id).  Text is 13 Crockford base32 characters; integer order = text order =
-- time order.  Every function is the extension's own C function
-- (src/ulid_flake.c, generators in src/ulid_gen.c).
--

CREATE TYPE ulid_flake;

CREATE FUNCTION ulid_flake_in(pg_catalog.cstring) RETURNS ulid_flake
	AS 'MODULE_PATHNAME', 'pgulid_flake_in'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_in(pg_catalog.cstring) IS
	'text input of ulid_flake: 13 Crockford base32 characters';

CREATE FUNCTION ulid_flake_out(ulid_flake) RETURNS pg_catalog.cstring
	AS 'MODULE_PATHNAME', 'pgulid_flake_out'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_out(ulid_flake) IS
	'text output of ulid_flake: 13 upper-case Crockford base32 characters';

CREATE FUNCTION ulid_flake_recv(pg_catalog.internal) RETURNS ulid_flake
	AS 'MODULE_PATHNAME', 'pgulid_flake_recv'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_recv(pg_catalog.internal) IS
	'binary input of ulid_flake: a big-endian 64-bit integer, as bigint (sign bit rejected)';

CREATE FUNCTION ulid_flake_send(ulid_flake) RETURNS pg_catalog.bytea
	AS 'MODULE_PATHNAME', 'pgulid_flake_send'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_send(ulid_flake) IS
	'binary output of ulid_flake: a big-endian 64-bit integer, as bigint';

CREATE TYPE ulid_flake (
	INPUT = ulid_flake_in,
	OUTPUT = ulid_flake_out,
	RECEIVE = ulid_flake_recv,
	SEND = ulid_flake_send,
	INTERNALLENGTH = 8,
	PASSEDBYVALUE,
	ALIGNMENT = double,
	STORAGE = plain,
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
COMMENT ON FUNCTION ulid_flake_cmp(ulid_flake, ulid_flake) IS
	'less-equal-greater: negative, zero or positive (integer order = text order = time order)';
CREATE FUNCTION ulid_flake_sortsupport(pg_catalog.internal) RETURNS pg_catalog.void
	AS 'MODULE_PATHNAME', 'pgulid_flake_sortsupport' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_sortsupport(pg_catalog.internal) IS
	'sort support: bigint''s by-value comparator';
CREATE FUNCTION ulid_flake_skipsupport(pg_catalog.internal) RETURNS pg_catalog.void
	AS 'MODULE_PATHNAME', 'pgulid_flake_skipsupport' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_skipsupport(pg_catalog.internal) IS
	'btree skip support (PostgreSQL 18+): the next and previous possible ulid_flake';
CREATE FUNCTION ulid_flake_hash(ulid_flake) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_flake_hash' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_hash(ulid_flake) IS 'hash (same as the equal bigint)';
CREATE FUNCTION ulid_flake_hash_extended(ulid_flake, pg_catalog.int8) RETURNS pg_catalog.int8
	AS 'MODULE_PATHNAME', 'pgulid_flake_hash_extended' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_hash_extended(ulid_flake, pg_catalog.int8) IS
	'64-bit seeded hash (same as the equal bigint), for hash partitioning';

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

DO $$
BEGIN
	IF pg_catalog.current_setting('server_version_num')::pg_catalog.int4 >= 180000 THEN
		ALTER OPERATOR FAMILY ulid_flake_ops USING btree ADD
			FUNCTION 6 (ulid_flake, ulid_flake) ulid_flake_skipsupport(pg_catalog.internal);
	END IF;
END
$$;

CREATE OPERATOR CLASS ulid_flake_ops
	DEFAULT FOR TYPE ulid_flake USING hash AS
	OPERATOR 1 = ,
	FUNCTION 1 ulid_flake_hash(ulid_flake),
	FUNCTION 2 ulid_flake_hash_extended(ulid_flake, pg_catalog.int8);
COMMENT ON OPERATOR CLASS ulid_flake_ops USING hash IS 'default hash operator class for ulid_flake';
COMMENT ON OPERATOR FAMILY ulid_flake_ops USING hash IS 'hash operators for ulid_flake';

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

--
-- Generators (src/ulid_gen.c)
--

CREATE FUNCTION gen_ulid_flake() RETURNS ulid_flake
	AS 'MODULE_PATHNAME', 'pgulid_gen_flake'
	LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION gen_ulid_flake() IS
	'a new Ulid-Flake id, strictly greater than every id this function returned before on this server (node id: ulid.flake_node_id)';

CREATE FUNCTION gen_ulid_flake(pg_catalog.timestamptz) RETURNS ulid_flake
	AS 'MODULE_PATHNAME', 'pgulid_gen_flake_at'
	LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION gen_ulid_flake(pg_catalog.timestamptz) IS
	'a new Ulid-Flake id for the given millisecond with a random field (not ordered within it)';

--
-- Time, integers and text
--

CREATE FUNCTION ulid_flake_timestamp(ulid_flake) RETURNS pg_catalog.timestamptz
	AS 'MODULE_PATHNAME', 'pgulid_flake_timestamp'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_timestamp(ulid_flake) IS
	'the creation time of a Ulid-Flake id (its millisecond timestamp, epoch 2024-01-01)';

CREATE FUNCTION ulid_flake_min(pg_catalog.timestamptz) RETURNS ulid_flake
	AS 'MODULE_PATHNAME', 'pgulid_flake_min_at'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_min(pg_catalog.timestamptz) IS
	'the lowest Ulid-Flake id of the given millisecond (low 20 bits all zeros)';

CREATE FUNCTION ulid_flake_max(pg_catalog.timestamptz) RETURNS ulid_flake
	AS 'MODULE_PATHNAME', 'pgulid_flake_max_at'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_max(pg_catalog.timestamptz) IS
	'the highest Ulid-Flake id of the given millisecond (low 20 bits all ones)';

CREATE FUNCTION ulid_flake_random(ulid_flake) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_flake_random'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_random(ulid_flake) IS
	'the low 20 bits of a Ulid-Flake id (random bits; in the scalable layout the random bits shifted left by 5 plus the node id)';

CREATE FUNCTION ulid_flake_is_valid(pg_catalog.text) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_is_valid'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_is_valid(pg_catalog.text) IS
	'whether the text is a valid Ulid-Flake id (never raises an error)';

CREATE FUNCTION ulid_flake_from_bigint(pg_catalog.int8) RETURNS ulid_flake
	AS 'MODULE_PATHNAME', 'pgulid_flake_from_bigint'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_from_bigint(pg_catalog.int8) IS
	'a Ulid-Flake id from a non-negative bigint (cast bigint to ulid_flake)';

CREATE FUNCTION ulid_flake_to_text(ulid_flake) RETURNS pg_catalog.text
	AS 'MODULE_PATHNAME', 'pgulid_flake_to_text'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_to_text(ulid_flake) IS 'the canonical text of a Ulid-Flake id (cast to text)';

CREATE FUNCTION ulid_flake_from_text(pg_catalog.text) RETURNS ulid_flake
	AS 'MODULE_PATHNAME', 'pgulid_flake_from_text'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_from_text(pg_catalog.text) IS
	'parse a Ulid-Flake id, with the errors of ulid_flake input (cast text to ulid_flake)';

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
	AS 'MODULE_PATHNAME', 'pgulid_flake_smaller'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_smaller(ulid_flake, ulid_flake) IS 'the smaller of two Ulid-Flake ids';
CREATE FUNCTION ulid_flake_larger(ulid_flake, ulid_flake) RETURNS ulid_flake
	AS 'MODULE_PATHNAME', 'pgulid_flake_larger'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
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
-- baseuid: the 120-bit BaseUID type (new in 0.2.0)
--
-- 15 bytes: a 48-bit time field (Unix nanoseconds >> 15, ticks of 32.768 us)
-- and 72 random bits; text is 20 characters of the ordered base64 alphabet
-- -0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz, so byte
-- order = text order in the C collation = time order.  Every function is the
-- extension's own C function (src/baseuid.c).
--

CREATE TYPE baseuid;

CREATE FUNCTION baseuid_in(pg_catalog.cstring) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_in'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_in(pg_catalog.cstring) IS
	'text input of baseuid: 20 characters of the ordered base64 alphabet (case-sensitive)';

CREATE FUNCTION baseuid_out(baseuid) RETURNS pg_catalog.cstring
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_out'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_out(baseuid) IS
	'text output of baseuid: 20 characters of the ordered base64 alphabet';

CREATE FUNCTION baseuid_recv(pg_catalog.internal) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_recv'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_recv(pg_catalog.internal) IS
	'binary input of baseuid: 15 bytes, big-endian';

CREATE FUNCTION baseuid_send(baseuid) RETURNS pg_catalog.bytea
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_send'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_send(baseuid) IS
	'binary output of baseuid: 15 bytes, big-endian';

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
COMMENT ON FUNCTION baseuid_cmp(baseuid, baseuid) IS
	'less-equal-greater: negative, zero or positive (byte order = C-collation text order = time order)';

CREATE FUNCTION baseuid_sortsupport(pg_catalog.internal) RETURNS pg_catalog.void
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_sortsupport' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_sortsupport(pg_catalog.internal) IS
	'sort support: abbreviated keys from the first 8 bytes (ulid''s abort rule)';

CREATE FUNCTION baseuid_skipsupport(pg_catalog.internal) RETURNS pg_catalog.void
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_skipsupport' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_skipsupport(pg_catalog.internal) IS
	'btree skip support (PostgreSQL 18+): the next and previous possible baseuid';

CREATE FUNCTION baseuid_hash(baseuid) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_hash' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION baseuid_hash(baseuid) IS 'hash of the 15 bytes';

CREATE FUNCTION baseuid_hash_extended(baseuid, pg_catalog.int8) RETURNS pg_catalog.int8
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_hash_extended' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION baseuid_hash_extended(baseuid, pg_catalog.int8) IS
	'64-bit seeded hash of the 15 bytes, for hash partitioning';

CREATE OPERATOR = (
	LEFTARG = baseuid, RIGHTARG = baseuid,
	FUNCTION = baseuid_eq,
	COMMUTATOR = =, NEGATOR = <>,
	RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel,
	HASHES, MERGES
);
COMMENT ON OPERATOR = (baseuid, baseuid) IS 'equal';

CREATE OPERATOR <> (
	LEFTARG = baseuid, RIGHTARG = baseuid,
	FUNCTION = baseuid_ne,
	COMMUTATOR = <>, NEGATOR = =,
	RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
COMMENT ON OPERATOR <> (baseuid, baseuid) IS 'not equal';

CREATE OPERATOR < (
	LEFTARG = baseuid, RIGHTARG = baseuid,
	FUNCTION = baseuid_lt,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (baseuid, baseuid) IS 'less than';

CREATE OPERATOR <= (
	LEFTARG = baseuid, RIGHTARG = baseuid,
	FUNCTION = baseuid_le,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (baseuid, baseuid) IS 'less than or equal';

CREATE OPERATOR > (
	LEFTARG = baseuid, RIGHTARG = baseuid,
	FUNCTION = baseuid_gt,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (baseuid, baseuid) IS 'greater than';

CREATE OPERATOR >= (
	LEFTARG = baseuid, RIGHTARG = baseuid,
	FUNCTION = baseuid_ge,
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

-- Skip scan (PostgreSQL 18+) steps through possible baseuids with support
-- function 6 (a 15-byte increment and decrement).
DO $$
BEGIN
	IF pg_catalog.current_setting('server_version_num')::pg_catalog.int4 >= 180000 THEN
		ALTER OPERATOR FAMILY baseuid_ops USING btree ADD
			FUNCTION 6 (baseuid, baseuid) baseuid_skipsupport(pg_catalog.internal);
	END IF;
END
$$;

CREATE OPERATOR CLASS baseuid_ops
	DEFAULT FOR TYPE baseuid USING hash AS
	OPERATOR 1 = ,
	FUNCTION 1 baseuid_hash(baseuid),
	FUNCTION 2 baseuid_hash_extended(baseuid, pg_catalog.int8);
COMMENT ON OPERATOR CLASS baseuid_ops USING hash IS 'default hash operator class for baseuid';
COMMENT ON OPERATOR FAMILY baseuid_ops USING hash IS 'hash operators for baseuid';

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

--
-- Generators
--

CREATE FUNCTION gen_baseuid() RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_gen'
	LANGUAGE C VOLATILE STRICT PARALLEL RESTRICTED;
COMMENT ON FUNCTION gen_baseuid() IS
	'a new BaseUID for the current 32.768 us tick, strictly greater than the previous one generated by this session';

CREATE FUNCTION gen_baseuid(pg_catalog.timestamptz) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_gen_at'
	LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION gen_baseuid(pg_catalog.timestamptz) IS
	'a new BaseUID for the tick of the given time with 72 fresh random bits';

CREATE FUNCTION gen_random_baseuid() RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_gen_random'
	LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION gen_random_baseuid() IS
	'a new BaseUID for the current tick with 72 fresh random bits (not monotonic)';

--
-- Time: the tick of a BaseUID, and BaseUIDs bounding a tick.
--

CREATE FUNCTION baseuid_timestamp(baseuid) RETURNS pg_catalog.timestamptz
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_timestamp'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_timestamp(baseuid) IS
	'the creation time of a BaseUID: the start of its 32.768 us tick, truncated to the microsecond';

CREATE FUNCTION baseuid_min(pg_catalog.timestamptz) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_min_at'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_min(pg_catalog.timestamptz) IS
	'the lowest BaseUID of the tick holding the given time (random part all zeros)';

CREATE FUNCTION baseuid_max(pg_catalog.timestamptz) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_max_at'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_max(pg_catalog.timestamptz) IS
	'the highest BaseUID of the tick holding the given time (random part all ones)';

CREATE CAST (baseuid AS pg_catalog.timestamptz) WITH FUNCTION baseuid_timestamp(baseuid);
COMMENT ON CAST (baseuid AS pg_catalog.timestamptz) IS 'the creation time of the BaseUID (start of its tick)';
CREATE CAST (pg_catalog.timestamptz AS baseuid) WITH FUNCTION baseuid_min(pg_catalog.timestamptz);
COMMENT ON CAST (pg_catalog.timestamptz AS baseuid) IS 'the lowest BaseUID of that 32.768 us tick';

--
-- uuid (the UUIDv8 form), bytea and text.  Explicit casts: the uuid form has
-- other bits than the BaseUID, and most uuids have no BaseUID.
--

CREATE FUNCTION baseuid_to_uuid(baseuid) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_to_uuid'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_to_uuid(baseuid) IS
	'the UUIDv8 form of a BaseUID: time, version 8, 12 random bits, variant 10, 60 random bits, 00 (cast baseuid to uuid)';

CREATE FUNCTION baseuid_from_uuid(pg_catalog.uuid) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_from_uuid'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_from_uuid(pg_catalog.uuid) IS
	'the BaseUID of a uuid in its UUIDv8 form; an error for any other uuid (cast uuid to baseuid)';

CREATE CAST (baseuid AS pg_catalog.uuid) WITH FUNCTION baseuid_to_uuid(baseuid);
COMMENT ON CAST (baseuid AS pg_catalog.uuid) IS 'the UUIDv8 form (same order)';
CREATE CAST (pg_catalog.uuid AS baseuid) WITH FUNCTION baseuid_from_uuid(pg_catalog.uuid);
COMMENT ON CAST (pg_catalog.uuid AS baseuid) IS 'from the UUIDv8 form only';

CREATE FUNCTION baseuid_to_bytea(baseuid) RETURNS pg_catalog.bytea
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_to_bytea'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_to_bytea(baseuid) IS 'the 15 bytes of a BaseUID (cast baseuid to bytea)';

CREATE FUNCTION baseuid_from_bytea(pg_catalog.bytea) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_from_bytea'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_from_bytea(pg_catalog.bytea) IS
	'a BaseUID from exactly 15 bytes (cast bytea to baseuid)';

CREATE CAST (baseuid AS pg_catalog.bytea) WITH FUNCTION baseuid_to_bytea(baseuid);
COMMENT ON CAST (baseuid AS pg_catalog.bytea) IS 'the 15 bytes';
CREATE CAST (pg_catalog.bytea AS baseuid) WITH FUNCTION baseuid_from_bytea(pg_catalog.bytea);
COMMENT ON CAST (pg_catalog.bytea AS baseuid) IS 'exactly 15 bytes';

-- Direct text casts, faster than the I/O conversions they replace; to text it
-- stays an assignment cast, as I/O conversions to string types are.
CREATE FUNCTION baseuid_to_text(baseuid) RETURNS pg_catalog.text
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_to_text'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_to_text(baseuid) IS 'the 20-character text of a BaseUID (cast baseuid to text)';

CREATE FUNCTION baseuid_from_text(pg_catalog.text) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_from_text'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_from_text(pg_catalog.text) IS
	'parse a BaseUID, with the errors of baseuid input (cast text to baseuid)';

CREATE CAST (baseuid AS pg_catalog.text) WITH FUNCTION baseuid_to_text(baseuid) AS ASSIGNMENT;
COMMENT ON CAST (baseuid AS pg_catalog.text) IS '20-character text';
CREATE CAST (pg_catalog.text AS baseuid) WITH FUNCTION baseuid_from_text(pg_catalog.text);
COMMENT ON CAST (pg_catalog.text AS baseuid) IS 'parse 20 ordered base64 characters';

CREATE FUNCTION baseuid_is_valid(pg_catalog.text) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_is_valid'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_is_valid(pg_catalog.text) IS
	'whether the text is a valid BaseUID (never raises an error)';

--
-- Aggregates
--

CREATE FUNCTION baseuid_smaller(baseuid, baseuid) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_smaller'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_smaller(baseuid, baseuid) IS 'the smaller of two BaseUIDs';

CREATE FUNCTION baseuid_larger(baseuid, baseuid) RETURNS baseuid
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_larger'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
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
