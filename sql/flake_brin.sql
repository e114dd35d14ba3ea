-- BRIN on ulid_flake: the default minmax class (ulid_flake_minmax_ops) over
-- ids in generation order answers time-range queries with the same rows as a
-- sequential scan.  (time and brin_multi_bloom for ulid; baseuid for baseuid;
-- minmax-multi and bloom: *brin_multi_bloom*.)
SET TimeZone = 'UTC';
SELECT am.amname, oc.opcname, oc.opcdefault, amvalidate(oc.oid) AS valid
FROM pg_opclass oc JOIN pg_am am ON am.oid = oc.opcmethod
WHERE oc.opcintype = 'ulid_flake'::regtype AND am.amname = 'brin' AND oc.opcdefault
ORDER BY oc.opcname;
-- (no autovacuum: its BRIN cleanup would summarize the new ranges below)
CREATE TABLE flog WITH (autovacuum_enabled = off) AS
SELECT gen_ulid_flake('2025-01-01'::timestamptz + g * interval '1 second') AS id, g
FROM generate_series(1, 100000) g;
CREATE INDEX flog_brin ON flog USING brin (id) WITH (pages_per_range = 8);
ANALYZE flog;
SELECT pg_relation_size('flog_brin') < pg_relation_size('flog') / 100 AS brin_is_tiny;
SET enable_seqscan = off;
EXPLAIN (COSTS OFF)
SELECT count(*) FROM flog WHERE id >= ulid_flake_min('2025-01-02 00:00+00') AND id < ulid_flake_min('2025-01-02 01:00+00');
-- one hour, half-open, and closed with ulid_flake_max
SELECT count(*), min(g), max(g) FROM flog
WHERE id >= ulid_flake_min('2025-01-02 00:00+00') AND id < ulid_flake_min('2025-01-02 01:00+00');
SELECT count(*) FROM flog
WHERE id BETWEEN ulid_flake_min('2025-01-02 00:00+00') AND ulid_flake_max('2025-01-02 00:59:59+00');
-- equality, and the timestamptz cast
SELECT g FROM flog WHERE id = (SELECT id FROM flog WHERE g = 4242);
SELECT count(*) FROM flog WHERE id < '2025-01-01 00:01:00+00'::timestamptz::ulid_flake;
-- the same answers without the index
RESET enable_seqscan;
SET enable_bitmapscan = off;
SELECT count(*), min(g), max(g) FROM flog
WHERE id >= ulid_flake_min('2025-01-02 00:00+00') AND id < ulid_flake_min('2025-01-02 01:00+00');
SELECT count(*) FROM flog WHERE id < '2025-01-01 00:01:00+00'::timestamptz::ulid_flake;
RESET enable_bitmapscan;
-- summarizing new rows
INSERT INTO flog SELECT gen_ulid_flake('2025-03-01'::timestamptz + g * interval '1 second'), 200000 + g
FROM generate_series(1, 10000) g;
SELECT brin_summarize_new_values('flog_brin') > 0 AS summarized;
SET enable_seqscan = off;
SELECT count(*) FROM flog WHERE id >= ulid_flake_min('2025-03-01 00:00+00');
RESET enable_seqscan;
DROP TABLE flog;
