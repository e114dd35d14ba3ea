--
-- Skip scan (PostgreSQL 18+) over a baseuid column: btree support function 6
-- (baseuid_skipsupport) steps to the next or previous possible BaseUID (a
-- 15-byte increment or decrement), as uuid's skip support does for 16 bytes.
-- Consecutive uuids in a uuid table give the reference counts; without the
-- support function they are not reached.  (skipscan_pg18 for ulid,
-- flake_skipscan_pg18 for ulid_flake.)
--
SELECT amprocnum, amproc::regprocedure
FROM pg_amproc p JOIN pg_opfamily f ON f.oid = p.amprocfamily
JOIN pg_am am ON am.oid = f.opfmethod
WHERE f.opfname = 'baseuid_ops' AND am.amname = 'btree'
  AND amproclefttype = 'baseuid'::regtype AND amprocrighttype = 'baseuid'::regtype
ORDER BY amprocnum;
-- 10 consecutive values of the leading column, 10000 rows each, in each
-- type; from ...fb to ...0104, so that the steps carry into the next byte
CREATE TABLE bskip_uuid (a uuid, b int);
INSERT INTO bskip_uuid
SELECT ('00000000-0000-0000-0000-' || lpad(to_hex(i), 12, '0'))::uuid, j
FROM generate_series(251, 260) i, generate_series(1, 10000) j;
CREATE TABLE bskip_baseuid (a baseuid, b int);
INSERT INTO bskip_baseuid
SELECT decode(lpad(to_hex(i), 30, '0'), 'hex')::baseuid, j
FROM generate_series(251, 260) i, generate_series(1, 10000) j;
CREATE INDEX bskip_uuid_ab ON bskip_uuid (a, b);
CREATE INDEX bskip_baseuid_ab ON bskip_baseuid (a, b);
VACUUM ANALYZE bskip_uuid, bskip_baseuid;
SET enable_seqscan = off;
SET enable_bitmapscan = off;
-- the buffer counts are the index's pages: no catalog reads may add to them
-- (test/debug-builds discard-caches runs the suite with debug_discard_caches = 1)
SET debug_discard_caches = 0;
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF, BUFFERS OFF)
SELECT count(*) FROM bskip_baseuid WHERE b = 7;
-- backwards: the previous possible id (decrement)
EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF, BUFFERS OFF)
SELECT a FROM bskip_baseuid WHERE b = 7 ORDER BY a DESC;
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
SELECT (SELECT count(*) FROM bskip_baseuid WHERE b = 7) AS baseuid_rows,
       (SELECT count(*) FROM bskip_uuid WHERE b = 7) AS uuid_rows;
SELECT x.searches AS baseuid_searches, u.searches AS uuid_searches, x.buffers AS baseuid_buffers, u.buffers AS uuid_buffers,
       x.searches = u.searches AS same_searches, x.buffers = u.buffers AS same_buffers
FROM pg_temp.scan('SELECT count(*) FROM bskip_baseuid WHERE b = 7') x,
     pg_temp.scan('SELECT count(*) FROM bskip_uuid WHERE b = 7') u;
SELECT x.searches AS baseuid_searches, u.searches AS uuid_searches,
       x.searches = u.searches AS same_searches, x.buffers = u.buffers AS same_buffers
FROM pg_temp.scan('SELECT a FROM bskip_baseuid WHERE b = 7 ORDER BY a DESC') x,
     pg_temp.scan('SELECT a FROM bskip_uuid WHERE b = 7 ORDER BY a DESC') u;
-- a range on the second column
SELECT x.searches = u.searches AS same_searches, x.buffers = u.buffers AS same_buffers
FROM pg_temp.scan('SELECT count(*) FROM bskip_baseuid WHERE b BETWEEN 10 AND 12') x,
     pg_temp.scan('SELECT count(*) FROM bskip_uuid WHERE b BETWEEN 10 AND 12') u;
-- the same counts are not reached without the support function: drop it for
-- one transaction (so this test would fail if baseuid_skipsupport did nothing)
BEGIN;
ALTER OPERATOR FAMILY baseuid_ops USING btree DROP FUNCTION 6 (baseuid, baseuid);
SELECT x.searches AS baseuid_searches_without, x.buffers AS baseuid_buffers_without,
       (x.searches, x.buffers) <> (u.searches, u.buffers) AS differs_from_uuid
FROM pg_temp.scan('SELECT count(*) FROM bskip_baseuid WHERE b = 7') x,
     pg_temp.scan('SELECT count(*) FROM bskip_uuid WHERE b = 7') u;
ROLLBACK;
-- the lowest and highest BaseUIDs: no step below or above them (the NULLs
-- after the highest make the scan step past it)
INSERT INTO bskip_uuid VALUES ('ffffffff-ffff-ffff-ffff-ffffffffffff', 7), ('00000000-0000-0000-0000-000000000000', 7), (NULL, 7);
INSERT INTO bskip_baseuid VALUES ('zzzzzzzzzzzzzzzzzzzz', 7), ('--------------------', 7), (NULL, 7);
SELECT (SELECT count(*) FROM bskip_baseuid WHERE b = 7) AS baseuid_rows,
       (SELECT count(*) FROM bskip_uuid WHERE b = 7) AS uuid_rows;
SELECT x.searches = u.searches AS same_searches
FROM pg_temp.scan('SELECT count(*) FROM bskip_baseuid WHERE b = 7') x,
     pg_temp.scan('SELECT count(*) FROM bskip_uuid WHERE b = 7') u;
SELECT x.searches = u.searches AS same_searches
FROM pg_temp.scan('SELECT a FROM bskip_baseuid WHERE b = 7 ORDER BY a DESC') x,
     pg_temp.scan('SELECT a FROM bskip_uuid WHERE b = 7 ORDER BY a DESC') u;
SELECT a, a::bytea AS bytes FROM bskip_baseuid WHERE b = 7 AND a > '------------------3-' ORDER BY a;
SELECT a, a::bytea AS bytes FROM bskip_baseuid WHERE b = 7 AND a < '------------------3-' ORDER BY a DESC;
RESET enable_seqscan;
RESET enable_bitmapscan;
DROP TABLE bskip_uuid, bskip_baseuid;
