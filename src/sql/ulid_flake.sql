--
-- ulid_flake: the 64-bit Ulid-Flake type (new in 0.2.0)
--
-- A non-negative bigint: sign bit 0 | 43-bit milliseconds since
-- 2024-01-01T00:00:00Z | 20 random bits (or 15 random bits + a 5-bit node
-- id).  Text is 13 Crockford base32 characters; integer order = text order =
-- time order.  Every function is the extension's own C function
-- (src/ulid_flake.c, generators in src/ulid_flake_gen.c).
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

-- @apply comparisons ulid_flake | ulid_flake | ulid_flake | pgulid_flake | less-equal-greater: negative, zero or positive (integer order = text order = time order)
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

-- @apply operators ulid_flake | ulid_flake | ulid_flake

-- @apply btree_hash ulid_flake | ulid_flake_sortsupport | integer order = time order

DO $$
BEGIN
	IF pg_catalog.current_setting('server_version_num')::pg_catalog.int4 >= 180000 THEN
		ALTER OPERATOR FAMILY ulid_flake_ops USING btree ADD
			FUNCTION 6 (ulid_flake, ulid_flake) ulid_flake_skipsupport(pg_catalog.internal);
	END IF;
END
$$;

--
-- Comparison with bigint (new in 0.3.0), in ulid_flake's btree and hash
-- families, so that WHERE id = 123 (or a bigint parameter) finds rows through
-- an index on id.  The functions are ulid_flake's own C functions (both sides
-- are the same int64); bigint's own operators and support join the families
-- to complete them, and ulid_flake's hash is bigint's, as a hash family needs.
--
-- @apply comparisons ulid_flake_int8 | ulid_flake | pg_catalog.int8 | pgulid_flake | less-equal-greater
-- @apply comparisons int8_ulid_flake | pg_catalog.int8 | ulid_flake | pgulid_flake | less-equal-greater
-- @apply operators ulid_flake_int8 | ulid_flake | pg_catalog.int8
-- @apply operators int8_ulid_flake | pg_catalog.int8 | ulid_flake
-- @apply cross_type ulid_flake | pg_catalog.int8 | ulid_flake_int8 | int8_ulid_flake | pg_catalog.btint8cmp | pg_catalog.btint8sortsupport | pg_catalog.hashint8 | pg_catalog.hashint8extended

-- @apply brin_minmax ulid_flake
-- @apply brin_multi_bloom ulid_flake | pg_catalog.brin_minmax_multi_distance_int8

--
-- Generators (src/ulid_flake_gen.c)
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

-- @apply min_max ulid_flake | pgulid_flake | Ulid-Flake id

