-- BRIN minmax-multi and bloom on ulid_flake over ids NOT in
-- generation order: every range holds many distinct values, so minmax-multi
-- merges them by bigint's distance function.  The index must give the rows
-- a sequential scan gives, for ranges and equalities all over the table.
-- (brin_multi_bloom_types: the classes on ordered ids; baseuid_brin_multi_bloom for baseuid.)
SET TimeZone = 'UTC';
CREATE TABLE fbr WITH (autovacuum_enabled = off) AS
SELECT g, gen_ulid_flake('2025-01-01'::timestamptz + (g % 997) * interval '1 minute' + g * interval '1 millisecond') AS f
FROM generate_series(1, 50000) g;
-- windows: 60 ranges of 10 minutes, and 60 existing ids
CREATE TABLE fbr_q AS
SELECT w, ulid_flake_min('2025-01-01'::timestamptz + w * interval '16 minutes') AS lo,
       ulid_flake_min('2025-01-01'::timestamptz + w * interval '16 minutes' + interval '10 minutes') AS hi,
       (SELECT f FROM fbr WHERE g = w * 811 + 1) AS eq
FROM generate_series(0, 59) w;
-- the answers of a sequential scan
SET enable_indexscan = off;
SET enable_bitmapscan = off;
CREATE TABLE fbr_seq AS
SELECT w, (SELECT count(*) FROM fbr WHERE f >= lo AND f < hi) AS in_range,
          (SELECT count(*) FROM fbr WHERE f = eq) AS equal
FROM fbr_q;
RESET enable_indexscan;
RESET enable_bitmapscan;
SET enable_seqscan = off;
-- minmax-multi with few values per range: ranges are merged by distance
CREATE INDEX fbr_multi ON fbr USING brin (f ulid_flake_minmax_multi_ops(values_per_range = 8)) WITH (pages_per_range = 2);
EXPLAIN (COSTS OFF) SELECT count(*) FROM fbr WHERE f >= ulid_flake_min('2025-01-01 01:00+00') AND f < ulid_flake_min('2025-01-01 01:10+00');
SELECT count(*) AS windows, sum(s.in_range) AS rows_in_ranges,
       count(*) FILTER (WHERE (SELECT count(*) FROM fbr WHERE f >= q.lo AND f < q.hi) <> s.in_range) AS wrong_ranges,
       count(*) FILTER (WHERE (SELECT count(*) FROM fbr WHERE f = q.eq) <> s.equal) AS wrong_equal
FROM fbr_q q JOIN fbr_seq s USING (w);
DROP INDEX fbr_multi;
-- bloom: equality
CREATE INDEX fbr_bloom ON fbr USING brin (f ulid_flake_bloom_ops(false_positive_rate = 0.01)) WITH (pages_per_range = 2);
EXPLAIN (COSTS OFF) SELECT count(*) FROM fbr WHERE f = '0000000000000';
SELECT count(*) AS windows, sum(s.equal) AS rows_equal,
       count(*) FILTER (WHERE (SELECT count(*) FROM fbr WHERE f = q.eq) <> s.equal) AS wrong_equal
FROM fbr_q q JOIN fbr_seq s USING (w);
-- new rows: summarized later, found after
INSERT INTO fbr SELECT -g, gen_ulid_flake('2026-01-01'::timestamptz + g * interval '1 second') FROM generate_series(1, 2000) g;
SELECT brin_summarize_new_values('fbr_bloom') > 0 AS summarized;
SELECT count(*) FROM fbr WHERE f = (SELECT f FROM fbr WHERE g = -1000);
RESET enable_seqscan;
DROP TABLE fbr, fbr_q, fbr_seq;
