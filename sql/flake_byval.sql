--
-- ulid_flake is stored and passed exactly as bigint (CREATE TYPE ... LIKE =
-- pg_catalog.int8): by value where a Datum holds 8 bytes, by reference on
-- 32-bit builds of PostgreSQL 15-18, where a fixed PASSEDBYVALUE length of 8
-- would make CREATE TYPE fail.  The cast to bigint WITHOUT FUNCTION needs both
-- to be physically the same.
--
SELECT f.typlen = i.typlen AS same_length, f.typbyval = i.typbyval AS same_byval,
       f.typalign = i.typalign AS same_align, f.typstorage = i.typstorage AS same_storage
FROM pg_type f, pg_type i
WHERE f.oid = 'ulid_flake'::regtype AND i.oid = 'pg_catalog.int8'::regtype;
SELECT castmethod FROM pg_cast WHERE castsource = 'ulid_flake'::regtype AND casttarget = 'int8'::regtype;
-- Values survive every path that copies a Datum: sort, hash, aggregates, arrays.
SELECT max(v), min(v), count(DISTINCT v)
FROM (VALUES ('7ZZZZZZZZZZZZ'::ulid_flake), ('0000000000000'), ('01HZZZZZZZZZZ'), ('01HZZZZZZZZZZ')) t(v);
SELECT array_agg(v ORDER BY v)::text
FROM (VALUES (9223372036854775807::bigint::ulid_flake), (0::bigint::ulid_flake), (1::bigint::ulid_flake)) t(v);
