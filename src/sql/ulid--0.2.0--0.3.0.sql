-- Changes of 0.3.0 to objects that exist in 0.2.0.  New objects of 0.3.0 are
-- written twice: in their type's file (src/sql/ulid.sql, ulid_flake.sql,
-- baseuid.sql: the fresh install) and here (the update); test/t/005_upgrade.pl
-- shows that both give the same catalog.

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
