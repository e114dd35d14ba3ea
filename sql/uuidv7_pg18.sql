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

-- on: 1,000,000 ids from each generator in one statement (ULID_REGRESS_DIVISOR
-- in the environment divides the sizes, as in sql/uuidv7.sql)
\getenv divisor ULID_REGRESS_DIVISOR
\if :{?divisor}
\else
\set divisor 1
\endif
SET ulid.uuidv7 = on;
CREATE TEMP TABLE v7 AS
  SELECT n, gen_ulid() AS g, gen_random_ulid() AS r, gen_monotonic_ulid() AS m,
         gen_ulid(clock_timestamp()) AS t
  FROM generate_series(1, 1000000 / :divisor) n;
SELECT count(*) = 1000000 / :divisor AS all_ids,
       count(*) FILTER (WHERE ulid_is_uuidv7(g) AND ulid_is_uuidv7(r)
                          AND ulid_is_uuidv7(m) AND ulid_is_uuidv7(t)) = count(*) AS all_four_v7
FROM v7;
SELECT count(*) = 4 * (1000000 / :divisor) AS all_ids,
       count(*) FILTER (WHERE uuid_extract_version(u::uuid) = 7) = count(*) AS version_7,
       count(*) FILTER (WHERE uuid_extract_timestamp(u::uuid) = ulid_timestamp(u)) = count(*) AS same_timestamp,
       count(*) FILTER (WHERE ulid_is_uuidv7(u)) = count(*) AS ulid_is_uuidv7
FROM (SELECT g FROM v7 UNION ALL SELECT r FROM v7 UNION ALL SELECT m FROM v7 UNION ALL SELECT t FROM v7) s(u);
SELECT count(*) FILTER (WHERE g <= pg) AS gen_ulid_not_increasing,
       count(*) FILTER (WHERE m <= pm) AS gen_monotonic_ulid_not_increasing
FROM (SELECT g, m, lag(g) OVER (ORDER BY n) AS pg, lag(m) OVER (ORDER BY n) AS pm FROM v7) x
WHERE pg IS NOT NULL;
DROP TABLE v7;

-- the uuid column: gen_ulid()::uuid is a monotonic UUIDv7
CREATE TEMP TABLE u AS SELECT n, gen_ulid()::uuid AS id FROM generate_series(1, 100000 / :divisor) n;
SELECT count(*) = 100000 / :divisor AS all_ids,
       count(*) FILTER (WHERE uuid_extract_version(id) = 7) = count(*) AS version_7,
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
