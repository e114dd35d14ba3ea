-- Changes of 0.3.0 to objects that exist in 0.2.0.  New objects of 0.3.0 are
-- written twice: in their type's file (src/sql/ulid.sql, ulid_flake.sql,
-- baseuid.sql: the fresh install) and here (the update); test/t/005_upgrade.pl
-- shows that both give the same catalog.

-- issue 22: gen_monotonic_ulid() steps randomly, gen_ulid_flake() has a lead bound
COMMENT ON FUNCTION gen_monotonic_ulid() IS
	'a new ULID for the current time, strictly greater than every ULID this function returned before on this server, also after a restart; a random step of 1 to 2^32 within a millisecond';
COMMENT ON FUNCTION gen_ulid_flake() IS
	'a new Ulid-Flake id, strictly greater than every id this function returned before on this server, also after a restart; at most 10 ms ahead of the clock (it waits beyond); node id: ulid.flake_node_id';
