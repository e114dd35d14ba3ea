-- baseuid indexes beyond baseuid: NULLs in a btree, btree deduplication,
-- amcheck, and hash-partition pruning.  (index, hash_merge for ulid;
-- flake_index for ulid_flake.)
SET TimeZone = 'UTC';
CREATE TABLE bt (id baseuid PRIMARY KEY, n int);
-- the random part from md5(g), not drawn: the hash partitions below get the
-- same rows on every run
INSERT INTO bt SELECT overlay(baseuid_min('2022-01-01 00:00:00+00'::timestamptz + make_interval(secs => g))::bytea
	PLACING decode(left(md5(g::text), 18), 'hex') FROM 7)::baseuid, g
FROM generate_series(1, 5000) g;
INSERT INTO bt VALUES ('ANjssJkyfa3H00J9ZPJG', 0);
CREATE TABLE btn (id baseuid);
INSERT INTO btn SELECT id FROM bt;
INSERT INTO btn VALUES (NULL);
CREATE INDEX btn_id ON btn (id);
ANALYZE bt;
ANALYZE btn;
SET enable_seqscan = off;
SET enable_bitmapscan = off;
-- index order is time order; NULLs are not in the way, IS NULL uses the index
SELECT bool_and(n = expected) AS index_order_is_time_order
FROM (SELECT n, row_number() OVER (ORDER BY id) AS expected FROM bt WHERE n > 0) s;
EXPLAIN (COSTS OFF) SELECT id FROM btn WHERE id >= baseuid_min('2022-01-01 01:00:00+00') ORDER BY id LIMIT 3;
SELECT count(*) FROM btn WHERE id >= baseuid_min('2022-01-01 01:00:00+00');
EXPLAIN (COSTS OFF) SELECT count(*) FROM btn WHERE id IS NULL;
SELECT count(*) FROM btn WHERE id IS NULL;
SELECT n FROM bt ORDER BY id DESC LIMIT 1;
SELECT id IS NULL AS is_null FROM btn ORDER BY id DESC NULLS FIRST LIMIT 1;
RESET enable_seqscan;
RESET enable_bitmapscan;
-- btree deduplication is possible (btequalimage); amcheck agrees with the order
CREATE EXTENSION IF NOT EXISTS pageinspect;
SELECT allequalimage FROM bt_metap('bt_pkey');
DROP EXTENSION pageinspect;
CREATE EXTENSION amcheck;
SELECT bt_index_check('bt_pkey', true), bt_index_check('btn_id', true);
DROP EXTENSION amcheck;
-- smaller/larger through min/max with NULLs and the extremes
SELECT min(v), max(v)
FROM (VALUES ('ANjssJkyfa3H00J9ZPJG'::baseuid), ('--------------------'), ('zzzzzzzzzzzzzzzzzzzz'), (NULL)) t(v);

-- hash partitions: pruning on equality
CREATE TABLE bhp (id baseuid PRIMARY KEY, n int) PARTITION BY HASH (id);
CREATE TABLE bhp0 PARTITION OF bhp FOR VALUES WITH (MODULUS 3, REMAINDER 0);
CREATE TABLE bhp1 PARTITION OF bhp FOR VALUES WITH (MODULUS 3, REMAINDER 1);
CREATE TABLE bhp2 PARTITION OF bhp FOR VALUES WITH (MODULUS 3, REMAINDER 2);
INSERT INTO bhp SELECT id, n FROM bt;
SELECT count(*) AS partitions, sum(c) AS all_rows, min(c) > 1400 AS spread_out
FROM (SELECT tableoid, count(*) AS c FROM bhp GROUP BY tableoid) s;
EXPLAIN (COSTS OFF) SELECT * FROM bhp WHERE id = 'ANjssJkyfa3H00J9ZPJG';
SELECT tableoid::regclass, n FROM bhp WHERE id = 'ANjssJkyfa3H00J9ZPJG';
SELECT count(*) FROM bhp h JOIN bt USING (id) WHERE h.n = bt.n;
-- the partition of a value is that of its hash_extended with the partition seed
SELECT count(*) AS rows_in_their_partition FROM bhp
WHERE satisfies_hash_partition('bhp'::regclass, 3, substr(tableoid::regclass::text, 4)::int, id);

DROP TABLE bt, btn, bhp;
