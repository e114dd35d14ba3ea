--
-- Skip scan (PostgreSQL 18+): a multicolumn index led by a ulid column is
-- skipped through with btree support function 6 (ulid_skipsupport), which
-- steps to the next possible ulid, as uuid's skip support does.  Without it a
-- skip scan must search the index for every next leading value.  The same
-- bytes in a uuid table give the reference counts.
--
SELECT amprocnum, amproc::regprocedure
FROM pg_amproc p JOIN pg_opfamily f ON f.oid = p.amprocfamily
JOIN pg_am am ON am.oid = f.opfmethod
WHERE f.opfname = 'ulid_ops' AND am.amname = 'btree'
  AND amproclefttype = 'ulid'::regtype AND amprocrighttype = 'ulid'::regtype
ORDER BY amprocnum;
CREATE TABLE skip_uuid (a uuid, b int);
-- 10 consecutive values of the leading column, 10000 rows each
INSERT INTO skip_uuid
SELECT ('00000000-0000-0000-0000-' || lpad(to_hex(i), 12, '0'))::uuid, j
FROM generate_series(1, 10) i, generate_series(1, 10000) j;
CREATE TABLE skip_ulid AS SELECT a::ulid AS a, b FROM skip_uuid;
CREATE INDEX skip_uuid_ab ON skip_uuid (a, b);
CREATE INDEX skip_ulid_ab ON skip_ulid (a, b);
VACUUM ANALYZE skip_uuid, skip_ulid;
SET enable_seqscan = off;
SET enable_bitmapscan = off;
-- the buffer counts are the index's pages: no catalog reads may add to them
-- (test/debug-builds discard-caches runs the suite with debug_discard_caches = 1)
SET debug_discard_caches = 0;
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF, BUFFERS OFF)
SELECT count(*) FROM skip_ulid WHERE b = 7;
-- index searches and buffers of both scans
CREATE FUNCTION pg_temp.scan(q text) RETURNS TABLE (searches int, buffers int)
LANGUAGE plpgsql AS $$
DECLARE
  plan json;
BEGIN
  EXECUTE 'EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ' || q INTO plan;
  plan := plan -> 0 -> 'Plan' -> 'Plans' -> 0;
  searches := (plan ->> 'Index Searches')::int;
  buffers := (plan ->> 'Shared Hit Blocks')::int + (plan ->> 'Shared Read Blocks')::int;
  RETURN NEXT;
END $$;
SELECT (SELECT count(*) FROM skip_ulid WHERE b = 7) AS ulid_rows,
       (SELECT count(*) FROM skip_uuid WHERE b = 7) AS uuid_rows;
SELECT l.searches AS ulid_searches, u.searches AS uuid_searches, l.buffers AS ulid_buffers, u.buffers AS uuid_buffers,
       l.searches = u.searches AS same_searches, l.buffers = u.buffers AS same_buffers
FROM pg_temp.scan('SELECT count(*) FROM skip_ulid WHERE b = 7') l,
     pg_temp.scan('SELECT count(*) FROM skip_uuid WHERE b = 7') u;
-- a range on the second column, and the last possible values
SELECT l.searches = u.searches AS same_searches, l.buffers = u.buffers AS same_buffers
FROM pg_temp.scan('SELECT count(*) FROM skip_ulid WHERE b BETWEEN 10 AND 12') l,
     pg_temp.scan('SELECT count(*) FROM skip_uuid WHERE b BETWEEN 10 AND 12') u;
-- the same counts are not reached without the support function: drop it for
-- one transaction (so this test would fail if ulid_skipsupport did nothing)
BEGIN;
ALTER OPERATOR FAMILY ulid_ops USING btree DROP FUNCTION 6 (ulid, ulid);
SELECT l.searches AS ulid_searches_without, l.buffers AS ulid_buffers_without,
       (l.searches, l.buffers) <> (u.searches, u.buffers) AS differs_from_uuid
FROM pg_temp.scan('SELECT count(*) FROM skip_ulid WHERE b = 7') l,
     pg_temp.scan('SELECT count(*) FROM skip_uuid WHERE b = 7') u;
ROLLBACK;
INSERT INTO skip_uuid VALUES ('ffffffff-ffff-ffff-ffff-ffffffffffff', 7), ('00000000-0000-0000-0000-000000000000', 7);
INSERT INTO skip_ulid VALUES ('ffffffff-ffff-ffff-ffff-ffffffffffff', 7), ('00000000-0000-0000-0000-000000000000', 7);
SELECT (SELECT count(*) FROM skip_ulid WHERE b = 7) AS ulid_rows,
       (SELECT count(*) FROM skip_uuid WHERE b = 7) AS uuid_rows;
SELECT a FROM skip_ulid WHERE b = 7 AND a > '7ZZZZZZZZZZZZZZZZZZZZZZZZY' ORDER BY a;
-- a skip array on the id bounded by time comparisons (timestamptz keys of
-- the family, a run-time X, and an id beside them): the same rows as a
-- sequential scan
CREATE TEMP TABLE skip_counts (how text, n bigint);
INSERT INTO skip_counts
SELECT 'index', count(*) FROM skip_ulid
WHERE b IN (3, 7) AND a >= '1970-01-01 00:00:00+00'::timestamptz + interval '0 s'
  AND a < now() + interval '9000 years' AND a > '00000000000000000000000001';
SET enable_indexscan = off;
SET enable_indexonlyscan = off;
SET enable_seqscan = on;
INSERT INTO skip_counts
SELECT 'seqscan', count(*) FROM skip_ulid
WHERE b IN (3, 7) AND a >= '1970-01-01 00:00:00+00'::timestamptz + interval '0 s'
  AND a < now() + interval '9000 years' AND a > '00000000000000000000000001';
RESET enable_indexscan;
RESET enable_indexonlyscan;
SET enable_seqscan = off;
SELECT count(DISTINCT n) = 1 AS same, min(n) > 0 AS some FROM skip_counts;
RESET enable_seqscan;
RESET enable_bitmapscan;
DROP TABLE skip_uuid, skip_ulid;
