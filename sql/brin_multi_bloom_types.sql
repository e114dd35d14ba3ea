-- BRIN minmax-multi and bloom operator classes of ulid_flake and baseuid
-- as ulid has them (brin_multi_bloom).
SELECT oc.opcintype::regtype AS type, oc.opcname, oc.opcdefault, amvalidate(oc.oid) AS valid
FROM pg_opclass oc JOIN pg_am am ON am.oid = oc.opcmethod
WHERE am.amname = 'brin' AND oc.opcintype IN ('ulid'::regtype, 'ulid_flake'::regtype, 'baseuid'::regtype)
ORDER BY oc.opcintype::regtype::text, oc.opcname;
-- the support functions that differ by type: the distance and the hash
SELECT f.opfname, ap.amprocnum, ap.amproc::regprocedure
FROM pg_amproc ap JOIN pg_opfamily f ON f.oid = ap.amprocfamily JOIN pg_am am ON am.oid = f.opfmethod
WHERE am.amname = 'brin' AND ap.amprocnum = 11
  AND f.opfname IN ('ulid_flake_minmax_multi_ops', 'ulid_flake_bloom_ops', 'baseuid_minmax_multi_ops', 'baseuid_bloom_ops')
ORDER BY 1;

SET TimeZone = 'UTC';
-- one id per second for a day and a bit, in generation order (as BRIN likes),
-- with a few outliers that minmax-multi keeps apart
CREATE TABLE ev AS
SELECT g,
       ulid_flake_min('2025-01-01'::timestamptz + g * interval '1 second') AS f,
       baseuid_min('2025-01-01'::timestamptz + g * interval '1 second') AS b
FROM generate_series(1, 100000) g;
INSERT INTO ev SELECT -g, ulid_flake_min('2030-01-01'::timestamptz + g * interval '1 day'),
                          baseuid_min('2030-01-01'::timestamptz + g * interval '1 day')
FROM generate_series(1, 5) g;
ANALYZE ev;
SET enable_seqscan = off;

-- minmax-multi: ranges
CREATE INDEX ev_f_multi ON ev USING brin (f ulid_flake_minmax_multi_ops) WITH (pages_per_range = 4);
CREATE INDEX ev_b_multi ON ev USING brin (b baseuid_minmax_multi_ops) WITH (pages_per_range = 4);
EXPLAIN (COSTS OFF)
SELECT count(*) FROM ev WHERE f >= '2025-01-02 00:00+00'::timestamptz::ulid_flake AND f < '2025-01-02 01:00+00'::timestamptz::ulid_flake;
SELECT count(*) FROM ev WHERE f >= '2025-01-02 00:00+00'::timestamptz::ulid_flake AND f < '2025-01-02 01:00+00'::timestamptz::ulid_flake;
EXPLAIN (COSTS OFF)
SELECT count(*) FROM ev WHERE b >= '2025-01-02 00:00+00'::timestamptz::baseuid AND b < '2025-01-02 01:00+00'::timestamptz::baseuid;
SELECT count(*) FROM ev WHERE b >= '2025-01-02 00:00+00'::timestamptz::baseuid AND b < '2025-01-02 01:00+00'::timestamptz::baseuid;
-- the outliers, and nothing between them and the rest
SELECT count(*) FROM ev WHERE b > '2029-12-31'::timestamptz::baseuid;
SELECT count(*) FROM ev WHERE f > '2026-01-01'::timestamptz::ulid_flake AND f < '2030-01-01'::timestamptz::ulid_flake;
-- the same answers without the indexes
RESET enable_seqscan;
SET enable_bitmapscan = off;
SELECT count(*) FROM ev WHERE f >= '2025-01-02 00:00+00'::timestamptz::ulid_flake AND f < '2025-01-02 01:00+00'::timestamptz::ulid_flake;
SELECT count(*) FROM ev WHERE b >= '2025-01-02 00:00+00'::timestamptz::baseuid AND b < '2025-01-02 01:00+00'::timestamptz::baseuid;
RESET enable_bitmapscan;
SET enable_seqscan = off;
DROP INDEX ev_f_multi, ev_b_multi;

-- bloom: equality only
CREATE INDEX ev_f_bloom ON ev USING brin (f ulid_flake_bloom_ops);
CREATE INDEX ev_b_bloom ON ev USING brin (b baseuid_bloom_ops);
EXPLAIN (COSTS OFF) SELECT g FROM ev WHERE f = '2025-01-01 12:00+00'::timestamptz::ulid_flake;
SELECT g FROM ev WHERE f = '2025-01-01 12:00+00'::timestamptz::ulid_flake;
EXPLAIN (COSTS OFF) SELECT g FROM ev WHERE b = '2025-01-01 12:00+00'::timestamptz::baseuid;
SELECT g FROM ev WHERE b = '2025-01-01 12:00+00'::timestamptz::baseuid;
-- a value that is not there, and a range, which a bloom index cannot answer
-- (it is not used; the answer is right)
SELECT count(*) FROM ev WHERE b = '2024-06-01'::timestamptz::baseuid;
SELECT count(*) FROM ev WHERE b < '2025-01-01 00:00:10+00'::timestamptz::baseuid;
-- bad input: bloom on the wrong type, an operator class that does not exist
CREATE INDEX ev_bad ON ev USING brin (g baseuid_bloom_ops);
CREATE INDEX ev_bad ON ev USING brin (f ulid_flake_multi_ops);
RESET enable_seqscan;
DROP TABLE ev;
