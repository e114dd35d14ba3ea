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

CREATE FUNCTION ulid_to_uuid(ulid) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'pgulid_same_bytes'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_to_uuid(ulid) IS
	'the same 16 bytes as a uuid (cast ulid to uuid; pgx_ulid''s name)';

CREATE FUNCTION ulid_from_uuid(pg_catalog.uuid) RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_same_bytes'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_from_uuid(pg_catalog.uuid) IS
	'the same 16 bytes as a ulid (cast uuid to ulid; pgx_ulid''s name)';

CREATE FUNCTION ulid_to_timestamptz(ulid) RETURNS pg_catalog.timestamptz
	AS 'MODULE_PATHNAME', 'pgulid_timestamp'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_to_timestamptz(ulid) IS
	'the creation time of a ULID (ulid_timestamp; pgx_ulid''s name)';

CREATE FUNCTION timestamptz_to_ulid(pg_catalog.timestamptz) RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_min_at'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION timestamptz_to_ulid(pg_catalog.timestamptz) IS
	'the lowest ULID of the given millisecond (ulid_min; pgx_ulid''s name)';

CREATE FUNCTION timestamp_to_ulid(pg_catalog.timestamp) RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_min_at'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION timestamp_to_ulid(pg_catalog.timestamp) IS
	'the lowest ULID of the given millisecond, the timestamp read as UTC (pgx_ulid''s name)';

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
CREATE FUNCTION ulid_partition_time(ulid) RETURNS pg_catalog.timestamptz
	AS 'MODULE_PATHNAME', 'pgulid_partition_time'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_partition_time(ulid) IS
	'the millisecond of a ULID, plus 1 microsecond unless it is the lowest ULID of that millisecond: a TimescaleDB partitioning function under which every comparison on the id is exact';

CREATE FUNCTION ulid_flake_partition_time(ulid_flake) RETURNS pg_catalog.timestamptz
	AS 'MODULE_PATHNAME', 'pgulid_flake_partition_time'
	LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_partition_time(ulid_flake) IS
	'the millisecond of a Ulid-Flake id, plus 1 microsecond unless it is the lowest id of that millisecond: a TimescaleDB partitioning function under which every comparison on the id is exact';

-- issue 22: gen_monotonic_ulid() steps randomly, gen_ulid_flake() has a lead bound
COMMENT ON FUNCTION gen_monotonic_ulid() IS
	'a new ULID for the current time, strictly greater than every ULID this function returned before on this server, also after a restart; a random step of 1 to 2^32 within a millisecond';
COMMENT ON FUNCTION gen_ulid_flake() IS
	'a new Ulid-Flake id, strictly greater than every id this function returned before on this server, also after a restart; at most 10 ms ahead of the clock (it waits beyond); node id: ulid.flake_node_id';
