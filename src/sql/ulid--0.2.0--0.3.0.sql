-- Changes of 0.3.0 to objects that exist in 0.2.0.  New objects of 0.3.0 are
-- written twice: in their type's file (src/sql/ulid.sql, ulid_flake.sql,
-- baseuid.sql: the fresh install) and here (the update); test/t/005_upgrade.pl
-- shows that both give the same catalog.

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
