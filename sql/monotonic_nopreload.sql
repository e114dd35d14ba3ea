-- gen_monotonic_ulid() when ulid is not in shared_preload_libraries: an error
-- with a hint before PostgreSQL 17, the DSM registry from 17 on.
SHOW shared_preload_libraries;
SELECT gen_monotonic_ulid() < gen_monotonic_ulid() AS increasing;
-- the other generators never need the preload
SELECT gen_ulid() < gen_ulid() AS increasing;
-- gen_ulid_flake() shares the shared-memory machinery: the same rule
SELECT gen_ulid_flake() < gen_ulid_flake() AS flake_increasing;
SELECT gen_ulid_flake('2025-01-01 00:00:00+00') IS NOT NULL AS flake_at_needs_no_preload;
-- gen_baseuid() is monotonic per session: no shared memory, no preload
SELECT gen_baseuid() < gen_baseuid() AS baseuid_increasing,
       gen_random_baseuid() IS NOT NULL AS baseuid_random,
       gen_baseuid('2025-01-01 00:00:00+00') IS NOT NULL AS baseuid_at;
