-- BRIN minmax-multi and bloom operator classes of ulid.
SELECT am.amname, oc.opcname, oc.opcdefault, amvalidate(oc.oid) AS valid
FROM pg_opclass oc JOIN pg_am am ON am.oid = oc.opcmethod
WHERE oc.opcintype = 'ulid'::regtype
  AND oc.opcname IN ('ulid_minmax_multi_ops', 'ulid_bloom_ops')
ORDER BY am.amname, oc.opcname;
SELECT am.amname, f.opfname, ap.amproclefttype::regtype AS lefttype, ap.amprocrighttype::regtype AS righttype,
       ap.amprocnum, ap.amproc::regproc
FROM pg_amproc ap JOIN pg_opfamily f ON f.oid = ap.amprocfamily JOIN pg_am am ON am.oid = f.opfmethod
WHERE f.oid IN (SELECT opcfamily FROM pg_opclass WHERE opcintype = 'ulid'::regtype)
  AND f.opfname IN ('ulid_minmax_multi_ops', 'ulid_bloom_ops')
ORDER BY am.amname, f.opfname, ap.amproclefttype::regtype::text, ap.amprocrighttype::regtype::text, ap.amprocnum;
SELECT am.amname, f.opfname, ao.amopstrategy, ao.amopopr::regoperator
FROM pg_amop ao JOIN pg_opfamily f ON f.oid = ao.amopfamily JOIN pg_am am ON am.oid = f.opfmethod
WHERE f.oid IN (SELECT opcfamily FROM pg_opclass WHERE opcintype = 'ulid'::regtype)
  AND f.opfname IN ('ulid_minmax_multi_ops', 'ulid_bloom_ops')
ORDER BY am.amname, f.opfname, ao.amopstrategy, ao.amopopr::regoperator::text;

SET TimeZone = 'UTC';
CREATE TABLE log AS SELECT ulid_min('2025-01-01'::timestamptz + g * interval '1 second') AS id, g
FROM generate_series(1, 100000) g;
ANALYZE log;
SET enable_seqscan = off;
CREATE INDEX log_brin_multi ON log USING brin (id ulid_minmax_multi_ops);
SELECT count(*) FROM log WHERE id >= '2025-01-02 00:00+00'::timestamptz::ulid AND id < '2025-01-02 01:00+00'::timestamptz::ulid;
DROP INDEX log_brin_multi;
CREATE INDEX log_brin_bloom ON log USING brin (id ulid_bloom_ops);
EXPLAIN (COSTS OFF) SELECT g FROM log WHERE id = '01JGFK27900000000000000000';
SELECT g, ulid_timestamp(id) FROM log WHERE id = '01JGFK27900000000000000000';
RESET enable_seqscan;
DROP TABLE log;
