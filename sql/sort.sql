-- Sorting with abbreviated keys (ulid_sortsupport): the order must be the byte
-- order whether the abbreviation is kept or abandoned.  Inputs: random ULIDs
-- (many distinct prefixes), monotonic ULIDs shuffled (thousands share each
-- 8-byte prefix) and monotonic ULIDs in generation order.
SET work_mem = '64MB';
SET max_parallel_workers_per_gather = 0;
CREATE TABLE s (n int, u ulid, kind text);
INSERT INTO s SELECT g, gen_random_ulid(), 'random' FROM generate_series(1, 60000) g;
INSERT INTO s SELECT g, gen_ulid(), 'monotonic' FROM generate_series(1, 60000) g;
INSERT INTO s SELECT g, ulid_min('2025-01-01 00:00+00') , 'equal' FROM generate_series(1, 20000) g;
-- the reference order: the same bytes sorted as bytea (no abbreviation of ours)
SELECT kind,
       (SELECT array_agg(u ORDER BY u) FROM s s2 WHERE s2.kind = s1.kind)
     = (SELECT array_agg(u ORDER BY u::bytea) FROM s s2 WHERE s2.kind = s1.kind) AS sorted_like_bytes
FROM (SELECT DISTINCT kind FROM s) s1 ORDER BY kind;
SELECT (SELECT array_agg(u ORDER BY u) FROM (SELECT u FROM s ORDER BY random()) r)
     = (SELECT array_agg(u ORDER BY u::bytea) FROM s) AS all_shuffled;
-- monotonic ids in generation order sort into generation order
SELECT bool_and(a = b) AS generation_order
FROM (SELECT row_number() OVER (ORDER BY u) AS a, row_number() OVER (ORDER BY n) AS b
      FROM s WHERE kind = 'monotonic') x;
-- descending, and with NULLs
INSERT INTO s VALUES (0, NULL, 'null');
SELECT (SELECT array_agg(u ORDER BY u DESC NULLS FIRST) FROM s)
     = (SELECT array_agg(u ORDER BY u::bytea DESC NULLS FIRST) FROM s) AS descending;
-- CREATE INDEX sorts the same way; amcheck verifies the btree order
CREATE EXTENSION amcheck;
CREATE INDEX s_u ON s (u);
SELECT bt_index_check('s_u', true);
DROP EXTENSION amcheck;
DROP TABLE s;
