-- btree and hash indexes on ulid.

CREATE TABLE t (id ulid PRIMARY KEY, n int);
INSERT INTO t
SELECT gen_ulid(to_timestamp(1700000000 + g)), g FROM generate_series(1, 5000) g;
INSERT INTO t VALUES ('01ARZ3NDEKTSV4RRFFQ69G5FAV', 0);
CREATE TABLE tn (id ulid);
INSERT INTO tn SELECT id FROM t;
INSERT INTO tn VALUES (NULL);
CREATE INDEX tn_id ON tn (id);
ANALYZE t;
ANALYZE tn;
SET enable_seqscan = off;
SET enable_bitmapscan = off;

EXPLAIN (COSTS OFF) SELECT * FROM t WHERE id = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
SELECT n FROM t WHERE id = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
SELECT n FROM t WHERE id = '01arz3ndektsv4rrffq69g5fav';

-- range scan on the timestamp prefix, and ORDER BY from the index
-- (1700000100000 ms is 01HF7YDVN0, 1700000200000 ms is 01HF7YGXA0)
EXPLAIN (COSTS OFF) SELECT id FROM tn WHERE id >= '01HF7YDVN00000000000000000' ORDER BY id LIMIT 3;
SELECT min(n), max(n), count(*) FROM t
WHERE id >= '01HF7YDVN00000000000000000' AND id < '01HF7YGXA00000000000000000';
SELECT count(*) FROM t WHERE id BETWEEN '01HF7YDVN00000000000000000' AND '01HF7YGXA0ZZZZZZZZZZZZZZZZ';
SELECT bool_and(n = expected) AS index_order_is_time_order
FROM (SELECT n, row_number() OVER (ORDER BY id) - 1 AS expected FROM t) s;
SELECT (array_agg(id ORDER BY id))[1] AS lowest FROM t;

-- NULLs are not in the way of index scans; IS NULL uses the index too
SELECT count(*) FROM tn WHERE id IS NULL;
SELECT left(id::text, 10) AS newest FROM tn ORDER BY id DESC NULLS LAST LIMIT 1;
SELECT count(*) FROM tn WHERE id < '01HF7YDVN00000000000000000';

-- a duplicate primary key
INSERT INTO t VALUES ('01ARZ3NDEKTSV4RRFFQ69G5FAV', 1);

-- btree deduplication is possible (btequalimage)
CREATE EXTENSION IF NOT EXISTS pageinspect;
SELECT allequalimage FROM bt_metap('t_pkey');

-- the hash index
CREATE INDEX t_hash ON t USING hash (id);
SET enable_indexscan = on;
EXPLAIN (COSTS OFF) SELECT n FROM t WHERE id = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
ALTER TABLE t DROP CONSTRAINT IF EXISTS t_pkey;
EXPLAIN (COSTS OFF) SELECT n FROM t WHERE id = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
SELECT n FROM t WHERE id = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
SELECT count(*) FROM t a WHERE EXISTS (SELECT 1 FROM t b WHERE b.id = a.id);

RESET enable_seqscan;
RESET enable_bitmapscan;
RESET enable_indexscan;
DROP TABLE t;
DROP TABLE tn;
DROP EXTENSION pageinspect;
