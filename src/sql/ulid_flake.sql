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

-- @apply function ulid_flake_in | pg_catalog.cstring | ulid_flake | pgulid_flake_in | IMMUTABLE STRICT PARALLEL SAFE | text input of ulid_flake: 13 Crockford base32 characters
-- @apply function ulid_flake_out | ulid_flake | pg_catalog.cstring | pgulid_flake_out | IMMUTABLE STRICT PARALLEL SAFE | text output of ulid_flake: 13 upper-case Crockford base32 characters
-- @apply function ulid_flake_recv | pg_catalog.internal | ulid_flake | pgulid_flake_recv | IMMUTABLE STRICT PARALLEL SAFE | binary input of ulid_flake: a big-endian 64-bit integer, as bigint (sign bit rejected)
-- @apply function ulid_flake_send | ulid_flake | pg_catalog.bytea | pgulid_flake_send | IMMUTABLE STRICT PARALLEL SAFE | binary output of ulid_flake: a big-endian 64-bit integer, as bigint

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

-- @apply comparisons ulid_flake | ulid_flake | ulid_flake | pgulid_flake | less-equal-greater: negative, zero or positive (integer order = text order = time order)
-- @apply function ulid_flake_sortsupport | pg_catalog.internal | pg_catalog.void | pgulid_flake_sortsupport | IMMUTABLE STRICT PARALLEL SAFE | sort support: bigint''s by-value comparator
-- @apply function ulid_flake_skipsupport | pg_catalog.internal | pg_catalog.void | pgulid_flake_skipsupport | IMMUTABLE STRICT PARALLEL SAFE | btree skip support (PostgreSQL 18+): the next and previous possible ulid_flake
-- @apply function ulid_flake_hash | ulid_flake | pg_catalog.int4 | pgulid_flake_hash | IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF | hash (same as the equal bigint)
-- @apply function ulid_flake_hash_extended | ulid_flake, pg_catalog.int8 | pg_catalog.int8 | pgulid_flake_hash_extended | IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF | 64-bit seeded hash (same as the equal bigint), for hash partitioning

-- @apply operators ulid_flake | ulid_flake | ulid_flake

-- @apply btree_hash ulid_flake | ulid_flake_sortsupport | integer order = time order

-- Skip support (PostgreSQL 18+, function 6): added by ulid_refresh_catalog()
-- (src/sql/refresh_catalog.sql) on servers that have it.

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
-- ulid_flake_minmax_multi_ops and ulid_flake_bloom_ops (PostgreSQL 14+): added
-- by ulid_refresh_catalog() (src/sql/refresh_catalog.sql) on servers that have them.

--
-- Generators (src/ulid_flake_gen.c)
--

-- @apply function gen_ulid_flake |  | ulid_flake | pgulid_gen_flake | VOLATILE STRICT PARALLEL SAFE | a new Ulid-Flake id, strictly greater than every id this function returned before on this server, also after a restart; at most 10 ms ahead of the clock (it waits beyond); node id: ulid.flake_node_id
-- @apply function gen_ulid_flake | pg_catalog.timestamptz | ulid_flake | pgulid_gen_flake_at | VOLATILE STRICT PARALLEL SAFE | a new Ulid-Flake id for the given millisecond with a random field (not ordered within it)

--
-- Time, integers and text
--

-- @apply function ulid_flake_timestamp | ulid_flake | pg_catalog.timestamptz | pgulid_flake_timestamp | IMMUTABLE STRICT PARALLEL SAFE | the creation time of a Ulid-Flake id (its millisecond timestamp, epoch 2024-01-01)
-- @apply function ulid_flake_partition_time | ulid_flake | pg_catalog.timestamptz | pgulid_flake_partition_time | IMMUTABLE STRICT PARALLEL SAFE | the millisecond of a Ulid-Flake id, plus 1 microsecond unless it is the lowest id of that millisecond: a TimescaleDB partitioning function under which every comparison on the id is exact
-- @apply function ulid_flake_min | pg_catalog.timestamptz | ulid_flake | pgulid_flake_min_at | IMMUTABLE STRICT PARALLEL SAFE | the lowest Ulid-Flake id of the given millisecond (low 20 bits all zeros)
-- @apply function ulid_flake_max | pg_catalog.timestamptz | ulid_flake | pgulid_flake_max_at | IMMUTABLE STRICT PARALLEL SAFE | the highest Ulid-Flake id of the given millisecond (low 20 bits all ones)
-- @apply function ulid_flake_random | ulid_flake | pg_catalog.int4 | pgulid_flake_random | IMMUTABLE STRICT PARALLEL SAFE | the low 20 bits of a Ulid-Flake id (random bits; in the scalable layout the random bits shifted left by 5 plus the node id)
-- @apply function ulid_flake_is_valid | pg_catalog.text | pg_catalog.bool | pgulid_flake_is_valid | IMMUTABLE STRICT PARALLEL SAFE | whether the text is a valid Ulid-Flake id (never raises an error)
-- @apply function ulid_flake_from_bigint | pg_catalog.int8 | ulid_flake | pgulid_flake_from_bigint | IMMUTABLE STRICT PARALLEL SAFE | a Ulid-Flake id from a non-negative bigint (cast bigint to ulid_flake)
-- @apply function ulid_flake_to_text | ulid_flake | pg_catalog.text | pgulid_flake_to_text | IMMUTABLE STRICT PARALLEL SAFE | the canonical text of a Ulid-Flake id (cast to text)
-- @apply function ulid_flake_from_text | pg_catalog.text | ulid_flake | pgulid_flake_from_text | IMMUTABLE STRICT PARALLEL SAFE | parse a Ulid-Flake id, with the errors of ulid_flake input (cast text to ulid_flake)

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

