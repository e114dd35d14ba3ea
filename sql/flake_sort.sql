-- Sorting ulid_flake (ulid_flake_sortsupport, bigint's sort support: the
-- value is a non-negative int8 passed by value, compared whole, so there is
-- no abbreviated key to keep or abandon).  The order must be bigint's on
-- random ids, on gen_ulid_flake() ids shuffled and in generation order, on
-- equal ids and with NULLs, in memory and on disk, and in CREATE INDEX.
-- (sort for ulid, baseuid_sort for baseuid.)
SET work_mem = '64MB';
SET max_parallel_workers_per_gather = 0;
CREATE TABLE fs (n int, u ulid_flake, kind text);
INSERT INTO fs SELECT g, (random() * 9223372036854775807)::bigint::ulid_flake, 'random' FROM generate_series(1, 60000) g;
INSERT INTO fs SELECT g, gen_ulid_flake(), 'monotonic' FROM generate_series(1, 60000) g;
INSERT INTO fs SELECT g, ulid_flake_min('2025-01-01 00:00+00'), 'equal' FROM generate_series(1, 20000) g;
INSERT INTO fs VALUES (0, '0000000000000', 'extremes'), (1, '7ZZZZZZZZZZZZ', 'extremes');
-- the reference order: the same values sorted as bigint
SELECT kind,
       (SELECT array_agg(u ORDER BY u) FROM fs s2 WHERE s2.kind = s1.kind)::bigint[]
     = (SELECT array_agg(u::bigint ORDER BY u::bigint) FROM fs s2 WHERE s2.kind = s1.kind) AS sorted_like_bigint
FROM (SELECT DISTINCT kind FROM fs) s1 ORDER BY kind;
SELECT (SELECT array_agg(u ORDER BY u) FROM (SELECT u FROM fs ORDER BY random()) r)::bigint[]
     = (SELECT array_agg(u::bigint ORDER BY u::bigint) FROM fs) AS all_shuffled;
-- and as C-collation text
SELECT (SELECT array_agg(u ORDER BY u) FROM fs)::text[]
     = (SELECT array_agg(u::text ORDER BY u::text COLLATE "C") FROM fs) AS sorted_like_text;
-- monotonic ids in generation order sort into generation order
SELECT bool_and(a = b) AS generation_order
FROM (SELECT row_number() OVER (ORDER BY u) AS a, row_number() OVER (ORDER BY n) AS b
      FROM fs WHERE kind = 'monotonic') x;
-- descending, and with NULLs
INSERT INTO fs VALUES (0, NULL, 'null');
SELECT (SELECT array_agg(u ORDER BY u DESC NULLS FIRST) FROM fs)::bigint[]
     = (SELECT array_agg(u::bigint ORDER BY u::bigint DESC NULLS FIRST) FROM fs) AS descending;
SELECT (SELECT array_agg(u ORDER BY u NULLS FIRST) FROM fs)::bigint[]
     = (SELECT array_agg(u::bigint ORDER BY u::bigint NULLS FIRST) FROM fs) AS nulls_first;
-- a sort that spills to disk (external merge) keeps the order too
SET work_mem = '1MB';
SELECT (SELECT array_agg(u ORDER BY u) FROM fs)::bigint[]
     = (SELECT array_agg(u::bigint ORDER BY u::bigint) FROM fs) AS external_sort;
RESET work_mem;
-- DISTINCT and GROUP BY through a sort
SET enable_hashagg = off;
SELECT count(DISTINCT u) = (SELECT count(DISTINCT u::bigint) FROM fs) AS same_distinct,
       (SELECT count(*) FROM (SELECT u FROM fs GROUP BY u) g) = (SELECT count(*) FROM (SELECT u::bigint FROM fs GROUP BY 1) g) AS same_groups
FROM fs;
RESET enable_hashagg;
-- CREATE INDEX sorts the same way; amcheck verifies the btree order
CREATE EXTENSION amcheck;
CREATE INDEX fs_u ON fs (u);
SELECT bt_index_check('fs_u', true);
DROP EXTENSION amcheck;
DROP TABLE fs;
