-- Joins (hash, merge, nested loop) and hash partitioning on ulid.

-- the random part from md5(g), not drawn: the hash partitions below get the
-- same rows on every run
CREATE TABLE l AS SELECT overlay(ulid_min(to_timestamp(1700000000 + g))::bytea
	PLACING decode(left(md5(g::text), 20), 'hex') FROM 7)::ulid AS id, g FROM generate_series(1, 3000) g;
CREATE TABLE r AS SELECT id, g * 10 AS h FROM l WHERE g % 3 = 0;
ANALYZE l;
ANALYZE r;

SET enable_mergejoin = off;
SET enable_nestloop = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM l JOIN r USING (id);
SELECT count(*), sum(h) FROM l JOIN r USING (id);
RESET enable_mergejoin;
RESET enable_nestloop;

SET enable_hashjoin = off;
SET enable_nestloop = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM l JOIN r USING (id);
SELECT count(*), sum(h) FROM l JOIN r USING (id);
RESET enable_hashjoin;
RESET enable_nestloop;

-- hashed aggregation and DISTINCT, UNION
SET enable_sort = off;
EXPLAIN (COSTS OFF) SELECT id, count(*) FROM (SELECT id FROM l UNION ALL SELECT id FROM r) u GROUP BY id;
SELECT count(*) FROM (SELECT id, count(*) FROM (SELECT id FROM l UNION ALL SELECT id FROM r) u GROUP BY id HAVING count(*) = 2) s;
RESET enable_sort;
SELECT count(*) FROM (SELECT id FROM l UNION SELECT id FROM r) u;

-- hash values are those of the equal uuid
SELECT bool_and(ulid_hash(id) = uuid_hash(id::uuid)) AS hash_same,
       bool_and(ulid_hash_extended(id, 42) = uuid_hash_extended(id::uuid, 42)) AS hash_ext_same
FROM l;

-- PARTITION BY HASH needs hash_extended (hash opclass support function 2)
CREATE TABLE hp (id ulid PRIMARY KEY, g int) PARTITION BY HASH (id);
CREATE TABLE hp0 PARTITION OF hp FOR VALUES WITH (MODULUS 3, REMAINDER 0);
CREATE TABLE hp1 PARTITION OF hp FOR VALUES WITH (MODULUS 3, REMAINDER 1);
CREATE TABLE hp2 PARTITION OF hp FOR VALUES WITH (MODULUS 3, REMAINDER 2);
INSERT INTO hp SELECT id, g FROM l;
SELECT count(*) AS partitions, sum(c) AS all_rows, min(c) > 800 AS spread_out
FROM (SELECT tableoid, count(*) AS c FROM hp GROUP BY tableoid) s;
EXPLAIN (COSTS OFF) SELECT * FROM hp WHERE id = '01HF7YAT00ABCDEFGHJKMNPQRS';
SELECT count(*) FROM hp h JOIN l USING (id) WHERE h.g = l.g;

DROP TABLE hp;
DROP TABLE l;
DROP TABLE r;
