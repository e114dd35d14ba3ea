-- ulid_flake operators and operator classes: catalog wiring, btree and hash
-- indexes, deduplication, joins and hash-partition pruning.
-- (type, operators, index, hash_merge for ulid; baseuid for baseuid.)

-- operators between two ulid_flake values: commutator, negator, estimators,
-- hash/merge support
SELECT o.oprname, o.oprcode, c.oprname AS commutator, n.oprname AS negator,
       o.oprrest, o.oprjoin, o.oprcanhash, o.oprcanmerge
FROM pg_operator o
LEFT JOIN pg_operator c ON c.oid = o.oprcom
LEFT JOIN pg_operator n ON n.oid = o.oprnegate
WHERE o.oprleft = 'ulid_flake'::regtype AND o.oprright = 'ulid_flake'::regtype
ORDER BY o.oprname;
-- operator classes (BRIN: flake_brin)
SELECT am.amname, oc.opcname, oc.opcdefault, amvalidate(oc.oid) AS valid
FROM pg_opclass oc JOIN pg_am am ON am.oid = oc.opcmethod
WHERE oc.opcintype = 'ulid_flake'::regtype AND am.amname <> 'brin'
ORDER BY am.amname, oc.opcname;
SELECT am.amname, f.opfname, ap.amprocnum, ap.amproc::regproc
FROM pg_amproc ap JOIN pg_opfamily f ON f.oid = ap.amprocfamily JOIN pg_am am ON am.oid = f.opfmethod
WHERE f.oid IN (SELECT opcfamily FROM pg_opclass WHERE opcintype = 'ulid_flake'::regtype)
  AND ap.amproclefttype = 'ulid_flake'::regtype AND ap.amprocrighttype = 'ulid_flake'::regtype
  AND am.amname <> 'brin'
  AND NOT (am.amname = 'btree' AND ap.amprocnum = 6)	-- skip support, 18+ only: flake_skipscan_pg18
ORDER BY am.amname, f.opfname, ap.amprocnum;
SELECT am.amname, f.opfname, ao.amopstrategy, ao.amopopr::regoperator
FROM pg_amop ao JOIN pg_opfamily f ON f.oid = ao.amopfamily JOIN pg_am am ON am.oid = f.opfmethod
WHERE f.oid IN (SELECT opcfamily FROM pg_opclass WHERE opcintype = 'ulid_flake'::regtype)
  AND ao.amoplefttype = 'ulid_flake'::regtype AND ao.amoprighttype = 'ulid_flake'::regtype
  AND am.amname <> 'brin'
ORDER BY am.amname, f.opfname, ao.amopstrategy;
-- smaller/larger, min/max
SELECT ulid_flake_smaller('00CMXB6TAK4SA', '00CMXB6TAK4SB') AS smaller,
       ulid_flake_larger('00CMXB6TAK4SA', '00CMXB6TAK4SB') AS larger,
       min(v), max(v)
FROM (VALUES ('00CMXB6TAK4SA'::ulid_flake), ('0000000000000'), ('7ZZZZZZZZZZZZ'), (NULL)) t(v);

-- a primary key (btree) and a nullable indexed column
CREATE TABLE ft (id ulid_flake PRIMARY KEY, n int);
-- the random field from md5(g), not drawn: the hash partitions below get the
-- same rows on every run
INSERT INTO ft SELECT (ulid_flake_min(to_timestamp(1735689600 + g))::bigint
	+ ('x' || left(md5(g::text), 5))::bit(20)::int)::ulid_flake, g FROM generate_series(1, 5000) g;
INSERT INTO ft VALUES ('00CMXB6TAK4SA', 0);
CREATE TABLE ftn (id ulid_flake);
INSERT INTO ftn SELECT id FROM ft;
INSERT INTO ftn VALUES (NULL);
CREATE INDEX ftn_id ON ftn (id);
ANALYZE ft;
ANALYZE ftn;
SET enable_seqscan = off;
SET enable_bitmapscan = off;
EXPLAIN (COSTS OFF) SELECT n FROM ft WHERE id = '00CMXB6TAK4SA';
SELECT n FROM ft WHERE id = '00CMXB6TAK4SA';
SELECT n FROM ft WHERE id = '00cmxb6tak4sa';
-- index order is time order; ranges on the time prefix
SELECT bool_and(n = expected) AS index_order_is_time_order
FROM (SELECT n, row_number() OVER (ORDER BY id) - 1 AS expected FROM ft) s;
SELECT min(n), max(n), count(*) FROM ft
WHERE id >= ulid_flake_min(to_timestamp(1735689700)) AND id < ulid_flake_min(to_timestamp(1735689800));
EXPLAIN (COSTS OFF) SELECT id FROM ftn WHERE id >= ulid_flake_min(to_timestamp(1735689700)) ORDER BY id LIMIT 3;
-- NULLs are not in the way; IS NULL uses the index too
SELECT count(*) FROM ftn WHERE id IS NULL;
SELECT n FROM ft ORDER BY id DESC LIMIT 1;
SELECT id IS NULL AS is_null FROM ftn ORDER BY id DESC NULLS FIRST LIMIT 1;
-- a duplicate primary key shows the text form
INSERT INTO ft VALUES ('00CMXB6TAK4SA', 1);
-- btree deduplication is possible (btequalimage)
CREATE EXTENSION IF NOT EXISTS pageinspect;
SELECT allequalimage FROM bt_metap('ft_pkey');
DROP EXTENSION pageinspect;
-- the hash index
CREATE INDEX ft_hash ON ft USING hash (id);
ALTER TABLE ft DROP CONSTRAINT ft_pkey;
EXPLAIN (COSTS OFF) SELECT n FROM ft WHERE id = '00CMXB6TAK4SA';
SELECT n FROM ft WHERE id = '00CMXB6TAK4SA';
SELECT count(*) FROM ft a WHERE EXISTS (SELECT 1 FROM ft b WHERE b.id = a.id);
RESET enable_seqscan;
RESET enable_bitmapscan;

-- joins: hash, merge; hashed aggregation
CREATE TABLE fr AS SELECT id, n * 10 AS h FROM ft WHERE n % 3 = 0;
ANALYZE ft;
ANALYZE fr;
SET enable_mergejoin = off;
SET enable_nestloop = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM ft JOIN fr USING (id);
SELECT count(*), sum(h) FROM ft JOIN fr USING (id);
RESET enable_mergejoin;
SET enable_hashjoin = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM ft JOIN fr USING (id);
SELECT count(*), sum(h) FROM ft JOIN fr USING (id);
RESET enable_hashjoin;
RESET enable_nestloop;
SET enable_sort = off;
EXPLAIN (COSTS OFF) SELECT id, count(*) FROM (SELECT id FROM ft UNION ALL SELECT id FROM fr) u GROUP BY id;
SELECT count(*) FROM (SELECT id, count(*) FROM (SELECT id FROM ft UNION ALL SELECT id FROM fr) u GROUP BY id HAVING count(*) = 2) s;
RESET enable_sort;

-- hash partitions: pruning on equality (flake: same placement as bigint)
CREATE TABLE fhp (id ulid_flake PRIMARY KEY, n int) PARTITION BY HASH (id);
CREATE TABLE fhp0 PARTITION OF fhp FOR VALUES WITH (MODULUS 3, REMAINDER 0);
CREATE TABLE fhp1 PARTITION OF fhp FOR VALUES WITH (MODULUS 3, REMAINDER 1);
CREATE TABLE fhp2 PARTITION OF fhp FOR VALUES WITH (MODULUS 3, REMAINDER 2);
INSERT INTO fhp SELECT id, n FROM ft;
SELECT count(*) AS partitions, sum(c) AS all_rows, min(c) > 1400 AS spread_out
FROM (SELECT tableoid, count(*) AS c FROM fhp GROUP BY tableoid) s;
EXPLAIN (COSTS OFF) SELECT * FROM fhp WHERE id = '00CMXB6TAK4SA';
SELECT tableoid::regclass, n FROM fhp WHERE id = '00CMXB6TAK4SA';
SELECT count(*) FROM fhp h JOIN ft USING (id) WHERE h.n = ft.n;

DROP TABLE ft, ftn, fr, fhp;
