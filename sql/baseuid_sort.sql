-- Sorting baseuid with abbreviated keys (baseuid_sortsupport: the first 8
-- bytes, the 48-bit tick and 16 random bits): the order must be the byte
-- order whether the abbreviation is kept or abandoned.  Inputs: random
-- BaseUIDs (many distinct prefixes), monotonic ones (gen_baseuid(): those of
-- one tick share the prefix) shuffled and in generation order, and 20000
-- equal values, on which the abbreviation is abandoned (its abort path).
-- (sort for ulid, flake_sort for ulid_flake.)
SET work_mem = '64MB';
SET max_parallel_workers_per_gather = 0;
CREATE TABLE bs (n int, u baseuid, kind text);
INSERT INTO bs SELECT g, gen_random_baseuid(), 'random' FROM generate_series(1, 60000) g;
INSERT INTO bs SELECT g, gen_baseuid(), 'monotonic' FROM generate_series(1, 60000) g;
INSERT INTO bs SELECT g, baseuid_min('2025-01-01 00:00+00'), 'equal' FROM generate_series(1, 20000) g;
-- equal prefixes, distinct suffixes: the abbreviation ties, full comparisons decide
INSERT INTO bs SELECT g, decode('2d8bf8e14c3eae61' || lpad(to_hex(g), 14, '0'), 'hex')::baseuid, 'same prefix'
FROM generate_series(1, 20000) g;
-- the reference order: the same bytes sorted as bytea (no abbreviation of ours)
SELECT kind,
       (SELECT array_agg(u ORDER BY u) FROM bs s2 WHERE s2.kind = s1.kind)
     = (SELECT array_agg(u ORDER BY u::bytea) FROM bs s2 WHERE s2.kind = s1.kind) AS sorted_like_bytes
FROM (SELECT DISTINCT kind FROM bs) s1 ORDER BY kind;
SELECT (SELECT array_agg(u ORDER BY u) FROM (SELECT u FROM bs ORDER BY random()) r)
     = (SELECT array_agg(u ORDER BY u::bytea) FROM bs) AS all_shuffled;
SELECT (SELECT array_agg(u ORDER BY u) FROM (SELECT u FROM bs WHERE kind IN ('equal', 'same prefix') ORDER BY random()) r)
     = (SELECT array_agg(u ORDER BY u::bytea) FROM bs WHERE kind IN ('equal', 'same prefix')) AS ties_shuffled;
-- monotonic ids in generation order sort into generation order
SELECT bool_and(a = b) AS generation_order
FROM (SELECT row_number() OVER (ORDER BY u) AS a, row_number() OVER (ORDER BY n) AS b
      FROM bs WHERE kind = 'monotonic') x;
-- descending, and with NULLs
INSERT INTO bs VALUES (0, NULL, 'null');
SELECT (SELECT array_agg(u ORDER BY u DESC NULLS FIRST) FROM bs)
     = (SELECT array_agg(u ORDER BY u::bytea DESC NULLS FIRST) FROM bs) AS descending;
SELECT (SELECT array_agg(u ORDER BY u NULLS FIRST) FROM bs)
     = (SELECT array_agg(u ORDER BY u::bytea NULLS FIRST) FROM bs) AS nulls_first;
-- a sort that spills to disk (external merge) keeps the order too
SET work_mem = '1MB';
SELECT (SELECT array_agg(u ORDER BY u) FROM bs)
     = (SELECT array_agg(u ORDER BY u::bytea) FROM bs) AS external_sort;
RESET work_mem;
-- DISTINCT and GROUP BY through a sort
SET enable_hashagg = off;
SELECT count(DISTINCT u) AS distinct_ids, (SELECT count(*) FROM (SELECT u FROM bs GROUP BY u) g) AS groups FROM bs;
RESET enable_hashagg;
-- 200000 random values: past 100000 distinct abbreviated keys the
-- abbreviation stops counting them and is kept whatever comes
SET work_mem = '64MB';
CREATE TABLE bs_many AS SELECT gen_random_baseuid() AS u FROM generate_series(1, 200000);
SELECT (SELECT array_agg(u ORDER BY u) FROM bs_many)
     = (SELECT array_agg(u ORDER BY u::bytea) FROM bs_many) AS many_distinct;
DROP TABLE bs_many;
RESET work_mem;
-- CREATE INDEX sorts the same way; amcheck verifies the btree order
CREATE EXTENSION amcheck;
CREATE INDEX bs_u ON bs (u);
SELECT bt_index_check('bs_u', true);
DROP EXTENSION amcheck;
DROP TABLE bs;
