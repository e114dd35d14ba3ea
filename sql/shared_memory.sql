--
-- The generators' shared memory carries its version in its name (and a
-- magic number checked on attach, src/shared_state.c), so that a new ulid.so
-- loaded next to an old one never reads the other's state.  With "ulid" in
-- shared_preload_libraries (as here) it is a named shared-memory structure;
-- without, on 17+, the DSM registry entry of the same name
-- (test/t/007_pg_upgrade.pl checks that one on the new major).
--
-- If the size below changes, the struct changed: bump SHARED_STATE_VERSION in
-- src/shared_state.c (the name's "vN") and update the expected outputs
-- (shared_memory.out: 64-bit; shared_memory_1.out: 32-bit builds).
SELECT gen_monotonic_ulid() IS NOT NULL AND gen_ulid_flake() IS NOT NULL AS generated;
SELECT name, size FROM pg_shmem_allocations WHERE name LIKE 'ulid%' ORDER BY name;
