--
-- Skip scan (PostgreSQL 18+) over a ulid_flake column: btree support
-- function 6 (ulid_flake_skipsupport) steps to the next or previous possible
-- id, as bigint's skip support does.  The same values in a bigint table give
-- the reference counts; without the support function they are not reached.
-- (skipscan_pg18 for ulid, baseuid_skipscan_pg18 for baseuid.)
--
SELECT amprocnum, amproc::regprocedure
FROM pg_amproc p JOIN pg_opfamily f ON f.oid = p.amprocfamily
JOIN pg_am am ON am.oid = f.opfmethod
WHERE f.opfname = 'ulid_flake_ops' AND am.amname = 'btree'
  AND amproclefttype = 'ulid_flake'::regtype AND amprocrighttype = 'ulid_flake'::regtype
ORDER BY amprocnum;
CREATE TABLE fskip_bigint (a bigint, b int);
-- 10 consecutive values of the leading column, 10000 rows each
INSERT INTO fskip_bigint SELECT 1000000 + i, j FROM generate_series(1, 10) i, generate_series(1, 10000) j;
CREATE TABLE fskip_flake AS SELECT a::ulid_flake AS a, b FROM fskip_bigint;
CREATE INDEX fskip_bigint_ab ON fskip_bigint (a, b);
CREATE INDEX fskip_flake_ab ON fskip_flake (a, b);
VACUUM ANALYZE fskip_bigint, fskip_flake;
SET enable_seqscan = off;
SET enable_bitmapscan = off;
-- the buffer counts are the index's pages: no catalog reads may add to them
-- (test/debug-builds discard-caches runs the suite with debug_discard_caches = 1)
SET debug_discard_caches = 0;
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF, BUFFERS OFF)
SELECT count(*) FROM fskip_flake WHERE b = 7;
-- backwards: the previous possible id (decrement)
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF, BUFFERS OFF)
SELECT a FROM fskip_flake WHERE b = 7 ORDER BY a DESC;
-- index searches and buffers of a scan
CREATE FUNCTION pg_temp.scan(q text) RETURNS TABLE (searches int, buffers int)
LANGUAGE plpgsql AS $$
DECLARE
  plan json;
BEGIN
  EXECUTE 'EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ' || q INTO plan;
  plan := plan -> 0 -> 'Plan';
  WHILE plan ->> 'Index Searches' IS NULL LOOP
    plan := plan -> 'Plans' -> 0;
  END LOOP;
  searches := (plan ->> 'Index Searches')::int;
  buffers := (plan ->> 'Shared Hit Blocks')::int + (plan ->> 'Shared Read Blocks')::int;
  RETURN NEXT;
END $$;
SELECT (SELECT count(*) FROM fskip_flake WHERE b = 7) AS flake_rows,
       (SELECT count(*) FROM fskip_bigint WHERE b = 7) AS bigint_rows;
SELECT f.searches AS flake_searches, i.searches AS bigint_searches, f.buffers AS flake_buffers, i.buffers AS bigint_buffers,
       f.searches = i.searches AS same_searches, f.buffers = i.buffers AS same_buffers
FROM pg_temp.scan('SELECT count(*) FROM fskip_flake WHERE b = 7') f,
     pg_temp.scan('SELECT count(*) FROM fskip_bigint WHERE b = 7') i;
SELECT f.searches AS flake_searches, i.searches AS bigint_searches,
       f.searches = i.searches AS same_searches, f.buffers = i.buffers AS same_buffers
FROM pg_temp.scan('SELECT a FROM fskip_flake WHERE b = 7 ORDER BY a DESC') f,
     pg_temp.scan('SELECT a FROM fskip_bigint WHERE b = 7 ORDER BY a DESC') i;
-- a range on the second column
SELECT f.searches = i.searches AS same_searches, f.buffers = i.buffers AS same_buffers
FROM pg_temp.scan('SELECT count(*) FROM fskip_flake WHERE b BETWEEN 10 AND 12') f,
     pg_temp.scan('SELECT count(*) FROM fskip_bigint WHERE b BETWEEN 10 AND 12') i;
-- the same counts are not reached without the support function: drop it for
-- one transaction (so this test would fail if ulid_flake_skipsupport did nothing)
BEGIN;
ALTER OPERATOR FAMILY ulid_flake_ops USING btree DROP FUNCTION 6 (ulid_flake, ulid_flake);
SELECT f.searches AS flake_searches_without, f.buffers AS flake_buffers_without,
       (f.searches, f.buffers) <> (i.searches, i.buffers) AS differs_from_bigint
FROM pg_temp.scan('SELECT count(*) FROM fskip_flake WHERE b = 7') f,
     pg_temp.scan('SELECT count(*) FROM fskip_bigint WHERE b = 7') i;
ROLLBACK;
-- the lowest and highest ids: no step below 0 or above 7ZZZZZZZZZZZZ (the
-- NULLs after the highest make the scan step past it)
INSERT INTO fskip_bigint VALUES (9223372036854775807, 7), (0, 7), (NULL, 7);
INSERT INTO fskip_flake VALUES ('7ZZZZZZZZZZZZ', 7), ('0000000000000', 7), (NULL, 7);
SELECT (SELECT count(*) FROM fskip_flake WHERE b = 7) AS flake_rows,
       (SELECT count(*) FROM fskip_bigint WHERE b = 7) AS bigint_rows;
SELECT f.searches = i.searches AS same_searches
FROM pg_temp.scan('SELECT count(*) FROM fskip_flake WHERE b = 7') f,
     pg_temp.scan('SELECT count(*) FROM fskip_bigint WHERE b = 7') i;
SELECT f.searches = i.searches AS same_searches
FROM pg_temp.scan('SELECT a FROM fskip_flake WHERE b = 7 ORDER BY a DESC') f,
     pg_temp.scan('SELECT a FROM fskip_bigint WHERE b = 7 ORDER BY a DESC') i;
SELECT a FROM fskip_flake WHERE b = 7 AND a > '0000000000Z00' ORDER BY a;
SELECT a FROM fskip_flake WHERE b = 7 AND a < '0000000000Z00' ORDER BY a DESC;
RESET enable_seqscan;
RESET enable_bitmapscan;
DROP TABLE fskip_bigint, fskip_flake;
