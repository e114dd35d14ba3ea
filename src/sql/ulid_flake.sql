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
	'Ulid-Flake: 64-bit time-ordered id, 43-bit ms since 2024-01-01 + 20 bits: random, or a 5-bit node id and the rest random (ulid.flake_node_id); 13 Crockford base32 characters';

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
COMMENT ON FUNCTION gen_ulid_flake(pg_catalog.timestamptz) IS 'a new Ulid-Flake id for the given millisecond with a fresh random field (fewer bits with ulid.flake_node_id), not ordered within it; ids of one millisecond repeat by chance: a repeat is as likely as not among 1,206 of them (213 with a node id), and 10,000 hold about 48 repeats (1,380); gen_ulid_flake() never repeats on this server';

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
-- Time predicates: ulid_flake <op> timestamptz and timestamptz <op> ulid_flake, for <, <=, >
-- and >= (and so BETWEEN), mean exactly ulid_flake_timestamp(id) <op> X.  How < and
-- >= belong to the operator families and what the support function does:
-- src/time_predicates.c.
--

CREATE FUNCTION ulid_flake_time_support(pg_catalog.internal) RETURNS pg_catalog.internal
	AS 'MODULE_PATHNAME', 'pgulid_flake_time_support' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_time_support(pg_catalog.internal) IS 'planner support of ulid_flake <op> timestamptz (SupportRequestSimplify): a constant X makes one comparison of the id with a constant id; a run-time X makes > and <= into >= and < with ulid_time_next(X); < and >= with a run-time X stay, as members of the btree and BRIN minmax families';
CREATE FUNCTION ulid_flake_lt_timestamptz(ulid_flake, pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_lt_timestamptz' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_flake_time_support;
COMMENT ON FUNCTION ulid_flake_lt_timestamptz(ulid_flake, pg_catalog.timestamptz) IS 'the time of the Ulid-Flake id is earlier than the timestamp (ulid_flake_timestamp(id) < X)';
CREATE FUNCTION ulid_flake_le_timestamptz(ulid_flake, pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_le_timestamptz' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_flake_time_support;
COMMENT ON FUNCTION ulid_flake_le_timestamptz(ulid_flake, pg_catalog.timestamptz) IS 'the time of the Ulid-Flake id is at or before the timestamp (ulid_flake_timestamp(id) <= X)';
CREATE FUNCTION ulid_flake_gt_timestamptz(ulid_flake, pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_gt_timestamptz' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_flake_time_support;
COMMENT ON FUNCTION ulid_flake_gt_timestamptz(ulid_flake, pg_catalog.timestamptz) IS 'the time of the Ulid-Flake id is later than the timestamp (ulid_flake_timestamp(id) > X)';
CREATE FUNCTION ulid_flake_ge_timestamptz(ulid_flake, pg_catalog.timestamptz) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_ge_timestamptz' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_flake_time_support;
COMMENT ON FUNCTION ulid_flake_ge_timestamptz(ulid_flake, pg_catalog.timestamptz) IS 'the time of the Ulid-Flake id is at or after the timestamp (ulid_flake_timestamp(id) >= X)';
CREATE FUNCTION timestamptz_lt_ulid_flake(pg_catalog.timestamptz, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_timestamptz_lt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_flake_time_support;
COMMENT ON FUNCTION timestamptz_lt_ulid_flake(pg_catalog.timestamptz, ulid_flake) IS 'the time of the Ulid-Flake id is later than the timestamp (X < ulid_flake_timestamp(id))';
CREATE FUNCTION timestamptz_le_ulid_flake(pg_catalog.timestamptz, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_timestamptz_le' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_flake_time_support;
COMMENT ON FUNCTION timestamptz_le_ulid_flake(pg_catalog.timestamptz, ulid_flake) IS 'the time of the Ulid-Flake id is at or after the timestamp (X <= ulid_flake_timestamp(id))';
CREATE FUNCTION timestamptz_gt_ulid_flake(pg_catalog.timestamptz, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_timestamptz_gt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_flake_time_support;
COMMENT ON FUNCTION timestamptz_gt_ulid_flake(pg_catalog.timestamptz, ulid_flake) IS 'the time of the Ulid-Flake id is earlier than the timestamp (X > ulid_flake_timestamp(id))';
CREATE FUNCTION timestamptz_ge_ulid_flake(pg_catalog.timestamptz, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_timestamptz_ge' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF
	SUPPORT ulid_flake_time_support;
COMMENT ON FUNCTION timestamptz_ge_ulid_flake(pg_catalog.timestamptz, ulid_flake) IS 'the time of the Ulid-Flake id is at or before the timestamp (X >= ulid_flake_timestamp(id))';

CREATE OPERATOR < (
	LEFTARG = ulid_flake, RIGHTARG = pg_catalog.timestamptz, FUNCTION = ulid_flake_lt_timestamptz,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (ulid_flake, pg_catalog.timestamptz) IS 'the time of the Ulid-Flake id is earlier than the timestamp';
CREATE OPERATOR <= (
	LEFTARG = ulid_flake, RIGHTARG = pg_catalog.timestamptz, FUNCTION = ulid_flake_le_timestamptz,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (ulid_flake, pg_catalog.timestamptz) IS 'the time of the Ulid-Flake id is at or before the timestamp';
CREATE OPERATOR > (
	LEFTARG = ulid_flake, RIGHTARG = pg_catalog.timestamptz, FUNCTION = ulid_flake_gt_timestamptz,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (ulid_flake, pg_catalog.timestamptz) IS 'the time of the Ulid-Flake id is later than the timestamp';
CREATE OPERATOR >= (
	LEFTARG = ulid_flake, RIGHTARG = pg_catalog.timestamptz, FUNCTION = ulid_flake_ge_timestamptz,
	COMMUTATOR = <=, NEGATOR = <,
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);
COMMENT ON OPERATOR >= (ulid_flake, pg_catalog.timestamptz) IS 'the time of the Ulid-Flake id is at or after the timestamp';
CREATE OPERATOR < (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = ulid_flake, FUNCTION = timestamptz_lt_ulid_flake,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (pg_catalog.timestamptz, ulid_flake) IS 'the time of the Ulid-Flake id is later than the timestamp';
CREATE OPERATOR <= (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = ulid_flake, FUNCTION = timestamptz_le_ulid_flake,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (pg_catalog.timestamptz, ulid_flake) IS 'the time of the Ulid-Flake id is at or after the timestamp';
CREATE OPERATOR > (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = ulid_flake, FUNCTION = timestamptz_gt_ulid_flake,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (pg_catalog.timestamptz, ulid_flake) IS 'the time of the Ulid-Flake id is earlier than the timestamp';
CREATE OPERATOR >= (
	LEFTARG = pg_catalog.timestamptz, RIGHTARG = ulid_flake, FUNCTION = timestamptz_ge_ulid_flake,
	COMMUTATOR = <=, NEGATOR = <,
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);
COMMENT ON OPERATOR >= (pg_catalog.timestamptz, ulid_flake) IS 'the time of the Ulid-Flake id is at or before the timestamp';
CREATE FUNCTION ulid_flake_cmp_timestamptz(ulid_flake, pg_catalog.timestamptz) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_flake_cmp_timestamptz' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_cmp_timestamptz(ulid_flake, pg_catalog.timestamptz) IS 'btree order of a Ulid-Flake id and a timestamp: -1 when the time of the Ulid-Flake id is earlier than the timestamp, else 1 (never 0)';
ALTER OPERATOR FAMILY ulid_flake_ops USING btree ADD
	OPERATOR 1 < (ulid_flake, pg_catalog.timestamptz),
	OPERATOR 4 >= (ulid_flake, pg_catalog.timestamptz),
	FUNCTION 1 (ulid_flake, pg_catalog.timestamptz) ulid_flake_cmp_timestamptz(ulid_flake, pg_catalog.timestamptz),
	OPERATOR 1 pg_catalog.< (pg_catalog.timestamptz, pg_catalog.timestamptz),
	OPERATOR 5 pg_catalog.> (pg_catalog.timestamptz, pg_catalog.timestamptz);
ALTER OPERATOR FAMILY ulid_flake_minmax_ops USING brin ADD
	OPERATOR 1 < (ulid_flake, pg_catalog.timestamptz),
	OPERATOR 4 >= (ulid_flake, pg_catalog.timestamptz);
ALTER OPERATOR FAMILY ulid_flake_minmax_multi_ops USING brin ADD
	OPERATOR 1 < (ulid_flake, pg_catalog.timestamptz),
	OPERATOR 4 >= (ulid_flake, pg_catalog.timestamptz);
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

