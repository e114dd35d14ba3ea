-- BRIN minmax-multi and bloom on baseuid over ids NOT in
-- generation order: every range holds many distinct values, so minmax-multi
-- merges them by baseuid_brin_distance.  The index must give the rows a
-- sequential scan gives, for ranges and equalities all over the table.
-- (brin_multi_bloom_types: the classes on ordered ids; flake_brin_multi_bloom for ulid_flake.)
SET TimeZone = 'UTC';
CREATE TABLE bbr WITH (autovacuum_enabled = off) AS
SELECT g, gen_baseuid('2025-01-01'::timestamptz + (g % 997) * interval '1 minute' + g * interval '1 millisecond') AS b
FROM generate_series(1, 50000) g;
-- windows: 60 ranges of 10 minutes, and 60 existing ids
CREATE TABLE bbr_q AS
SELECT w, baseuid_min('2025-01-01'::timestamptz + w * interval '16 minutes') AS lo,
       baseuid_min('2025-01-01'::timestamptz + w * interval '16 minutes' + interval '10 minutes') AS hi,
       (SELECT b FROM bbr WHERE g = w * 811 + 1) AS eq
FROM generate_series(0, 59) w;
-- the answers of a sequential scan
SET enable_indexscan = off;
SET enable_bitmapscan = off;
CREATE TABLE bbr_seq AS
SELECT w, (SELECT count(*) FROM bbr WHERE b >= lo AND b < hi) AS in_range,
          (SELECT count(*) FROM bbr WHERE b = eq) AS equal
FROM bbr_q;
RESET enable_indexscan;
RESET enable_bitmapscan;
SET enable_seqscan = off;
-- minmax-multi with few values per range: ranges are merged by distance
CREATE INDEX bbr_multi ON bbr USING brin (b baseuid_minmax_multi_ops(values_per_range = 8)) WITH (pages_per_range = 2);
EXPLAIN (COSTS OFF) SELECT count(*) FROM bbr WHERE b >= baseuid_min('2025-01-01 01:00+00') AND b < baseuid_min('2025-01-01 01:10+00');
SELECT count(*) AS windows, sum(s.in_range) AS rows_in_ranges,
       count(*) FILTER (WHERE (SELECT count(*) FROM bbr WHERE b >= q.lo AND b < q.hi) <> s.in_range) AS wrong_ranges,
       count(*) FILTER (WHERE (SELECT count(*) FROM bbr WHERE b = q.eq) <> s.equal) AS wrong_equal
FROM bbr_q q JOIN bbr_seq s USING (w);
DROP INDEX bbr_multi;
-- bloom: equality
CREATE INDEX bbr_bloom ON bbr USING brin (b baseuid_bloom_ops(false_positive_rate = 0.01)) WITH (pages_per_range = 2);
EXPLAIN (COSTS OFF) SELECT count(*) FROM bbr WHERE b = '--------------------';
SELECT count(*) AS windows, sum(s.equal) AS rows_equal,
       count(*) FILTER (WHERE (SELECT count(*) FROM bbr WHERE b = q.eq) <> s.equal) AS wrong_equal
FROM bbr_q q JOIN bbr_seq s USING (w);
-- new rows: summarized later, found after
INSERT INTO bbr SELECT -g, gen_baseuid('2026-01-01'::timestamptz + g * interval '1 second') FROM generate_series(1, 2000) g;
SELECT brin_summarize_new_values('bbr_bloom') > 0 AS summarized;
SELECT count(*) FROM bbr WHERE b = (SELECT b FROM bbr WHERE g = -1000);
RESET enable_seqscan;
DROP TABLE bbr, bbr_q, bbr_seq;
