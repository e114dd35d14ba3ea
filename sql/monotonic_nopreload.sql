-- gen_monotonic_ulid() when ulid is not in shared_preload_libraries: an error
-- with a hint before PostgreSQL 17, the DSM registry from 17 on.
SHOW shared_preload_libraries;
SELECT gen_monotonic_ulid() < gen_monotonic_ulid() AS increasing;
-- the other generators never need the preload
SELECT gen_ulid() < gen_ulid() AS increasing;
