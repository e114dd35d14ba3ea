-- Changes of 0.3.0 to objects that exist in 0.2.0.  New objects of 0.3.0 are
-- written twice: in their type's file (src/sql/ulid.sql, ulid_flake.sql,
-- baseuid.sql: the fresh install) and here (the update); test/t/005_upgrade.pl
-- shows that both give the same catalog.

--
-- pgx_ulid's function names, so that views, defaults and generated columns
-- written against pgx_ulid restore unchanged (README "Switching to ulid").
-- Each is the C function of the equivalent cast; the timestamp forms read and
-- write UTC as the casts do.  pgx_ulid's ulid_to_timestamp and ulid_to_bytea
-- exist since 0.2.0 under the same names.
--

-- @apply function ulid_to_uuid | ulid | pg_catalog.uuid | pgulid_same_bytes | IMMUTABLE STRICT PARALLEL SAFE | the same 16 bytes as a uuid (cast ulid to uuid; pgx_ulid''s name)
-- @apply function ulid_from_uuid | pg_catalog.uuid | ulid | pgulid_same_bytes | IMMUTABLE STRICT PARALLEL SAFE | the same 16 bytes as a ulid (cast uuid to ulid; pgx_ulid''s name)
-- @apply function ulid_to_timestamptz | ulid | pg_catalog.timestamptz | pgulid_timestamp | IMMUTABLE STRICT PARALLEL SAFE | the creation time of a ULID (ulid_timestamp; pgx_ulid''s name)
-- @apply function timestamptz_to_ulid | pg_catalog.timestamptz | ulid | pgulid_min_at | IMMUTABLE STRICT PARALLEL SAFE | the lowest ULID of the given millisecond (ulid_min; pgx_ulid''s name)
-- @apply function timestamp_to_ulid | pg_catalog.timestamp | ulid | pgulid_min_at | IMMUTABLE STRICT PARALLEL SAFE | the lowest ULID of the given millisecond, the timestamp read as UTC (pgx_ulid''s name)

--
-- Issue 17: the gaps between the types closed.
--

-- ulid input accepts uuid's text forms too; the comments say so.
COMMENT ON FUNCTION ulid_in(pg_catalog.cstring) IS
	'text input of ulid: 26 Crockford base32 characters (either case), or a uuid in any of uuid''s text forms';
COMMENT ON FUNCTION ulid_from_text(pg_catalog.text) IS
	'parse 26 Crockford base32 characters or a uuid''s text, with the errors of ulid input (cast text to ulid)';
COMMENT ON CAST (pg_catalog.text AS ulid) IS 'parse 26 Crockford base32 characters, or a uuid''s text';
COMMENT ON FUNCTION ulid_is_valid(pg_catalog.text) IS
	'whether ulid input accepts the text: 26 Crockford base32 characters or a uuid''s text (never raises an error)';

-- ulid_flake compared with bigint, in ulid_flake's btree and hash families.
-- @apply comparisons ulid_flake_int8 | ulid_flake | pg_catalog.int8 | pgulid_flake | less-equal-greater
-- @apply comparisons int8_ulid_flake | pg_catalog.int8 | ulid_flake | pgulid_flake | less-equal-greater
-- @apply operators ulid_flake_int8 | ulid_flake | pg_catalog.int8
-- @apply operators int8_ulid_flake | pg_catalog.int8 | ulid_flake
-- @apply cross_type ulid_flake | pg_catalog.int8 | ulid_flake_int8 | int8_ulid_flake | pg_catalog.btint8cmp | pg_catalog.btint8sortsupport | pg_catalog.hashint8 | pg_catalog.hashint8extended

-- The distance function of BRIN baseuid_minmax_multi_ops; the classes of
-- ulid_flake and baseuid (PostgreSQL 14+) come with ulid_refresh_catalog().
-- @apply function baseuid_brin_distance | pg_catalog.internal, pg_catalog.internal | pg_catalog.float8 | pgulid_baseuid_brin_distance | IMMUTABLE STRICT PARALLEL SAFE | BRIN minmax-multi support: the distance between two BaseUIDs (their difference as a fraction of the whole range)

-- issue 18: ULIDs that are valid UUIDv7 (the setting ulid.uuidv7 is in the module)
CREATE FUNCTION ulid_is_uuidv7(ulid) RETURNS boolean
	AS 'MODULE_PATHNAME', 'pgulid_is_uuidv7'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_is_uuidv7(ulid) IS
	'whether a ULID is also a valid UUIDv7 (RFC 9562: version 7, variant 10), as the generators make them when ulid.uuidv7 is on';
COMMENT ON FUNCTION gen_ulid(pg_catalog.timestamptz) IS
	'a new ULID for the given time (to the millisecond) with 80 fresh random bits (a UUIDv7 with 74 when ulid.uuidv7 is on)';
COMMENT ON FUNCTION gen_random_ulid() IS
	'a new ULID for the current time with 80 fresh random bits (a UUIDv7 with 74 when ulid.uuidv7 is on; not monotonic)';

-- issue 20: partitioning functions for TimescaleDB (exact comparisons on the id)
-- @apply function ulid_partition_time | ulid | pg_catalog.timestamptz | pgulid_partition_time | IMMUTABLE STRICT PARALLEL SAFE | the millisecond of a ULID, plus 1 microsecond unless it is the lowest ULID of that millisecond: a TimescaleDB partitioning function under which every comparison on the id is exact
-- @apply function ulid_flake_partition_time | ulid_flake | pg_catalog.timestamptz | pgulid_flake_partition_time | IMMUTABLE STRICT PARALLEL SAFE | the millisecond of a Ulid-Flake id, plus 1 microsecond unless it is the lowest id of that millisecond: a TimescaleDB partitioning function under which every comparison on the id is exact

-- issue 22: gen_monotonic_ulid() steps randomly, gen_ulid_flake() has a lead bound
COMMENT ON FUNCTION gen_monotonic_ulid() IS
	'a new ULID for the current time, strictly greater than every ULID this function returned before on this server, also after a restart; a random step of 1 to 2^32 within a millisecond';
COMMENT ON FUNCTION gen_ulid_flake() IS
	'a new Ulid-Flake id, strictly greater than every id this function returned before on this server, also after a restart; at most 10 ms ahead of the clock (it waits beyond); node id: ulid.flake_node_id';
