--
-- ulid.uuidv7 against PostgreSQL 18's own UUIDv7 functions: with the setting
-- on, every generator's ids are version 7 for uuid_extract_version(), and
-- uuid_extract_timestamp() reads the same millisecond as ulid_timestamp().
--

-- off (the default): what the issue measured, random ULIDs are mostly not
-- version 7 and uuid_extract_timestamp() gives NULL for most of them
CREATE TEMP TABLE off AS SELECT gen_random_ulid() AS u FROM generate_series(1, 10000);
SELECT count(*) FILTER (WHERE uuid_extract_version(u::uuid) = 7) < 1000 AS mostly_not_v7,
       count(*) FILTER (WHERE uuid_extract_timestamp(u::uuid) IS NULL) > 5000 AS mostly_no_timestamp
FROM off;
DROP TABLE off;

-- on: the ids of each generator are version 7 for uuid_extract_version(),
-- and uuid_extract_timestamp() reads ulid_timestamp() (test/t/033_generators.pl checks
-- 1,000,000 ids of each on 18 and later)
SET ulid.uuidv7 = on;
SELECT count(*) AS ids,
       count(*) FILTER (WHERE uuid_extract_version(u::uuid) = 7) AS version_7,
       count(*) FILTER (WHERE uuid_extract_timestamp(u::uuid) = ulid_timestamp(u)) AS same_timestamp,
       count(*) FILTER (WHERE ulid_is_uuidv7(u)) AS ulid_is_uuidv7
FROM (SELECT gen_ulid() FROM generate_series(1, 1000) UNION ALL
      SELECT gen_random_ulid() FROM generate_series(1, 1000) UNION ALL
      SELECT gen_monotonic_ulid() FROM generate_series(1, 1000) UNION ALL
      SELECT gen_ulid(clock_timestamp()) FROM generate_series(1, 1000)) s(u);

-- the uuid column: gen_ulid()::uuid is a monotonic UUIDv7
CREATE TEMP TABLE u AS SELECT n, gen_ulid()::uuid AS id FROM generate_series(1, 1000) n;
SELECT count(*) AS ids,
       count(*) FILTER (WHERE uuid_extract_version(id) = 7) AS version_7,
       count(*) FILTER (WHERE id <= p) AS not_increasing
FROM (SELECT id, lag(id) OVER (ORDER BY n) AS p FROM u) x;
DROP TABLE u;

-- PostgreSQL's uuidv7() values are UUIDv7 ULIDs with the same timestamp
SELECT count(*) FILTER (WHERE ulid_is_uuidv7(v::ulid)) AS uuidv7_is_uuidv7,
       count(*) FILTER (WHERE ulid_timestamp(v::ulid) = uuid_extract_timestamp(v)) AS same_timestamp
FROM (SELECT uuidv7() AS v FROM generate_series(1, 10000)) s;
SELECT ulid_is_uuidv7(uuidv7('-1 day')::ulid) AND ulid_is_uuidv7(uuidv4()::ulid) = false AS v7_yes_v4_no;
-- ids of both generators sort together by time
SELECT uuidv7(interval '-1 second')::ulid < gen_ulid() AND gen_ulid() < uuidv7(interval '1 second')::ulid AS sorted_by_time;
RESET ulid.uuidv7;
