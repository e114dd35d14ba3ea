-- inputs.sql: the inputs test/managed/pglite/run gives both editions, as
-- rows (kind, input) of table t.inputs: random 16 bytes (a quarter with the
-- UUIDv7 version nibble) and edges, the known answers of test/unit's codec
-- tests (psql variable vectors: "TEXT UUID ..."), their text forms, mutated
-- and random text, timestamps over the range and around its edges, bytea of
-- 0 to 20 bytes.  Seeded (psql variable seed).
SELECT setseed(:seed);
CREATE TABLE t.bytes AS
	SELECT (CASE WHEN i % 4 = 0 THEN overlay(h PLACING '7' FROM 13 FOR 1) ELSE h END)::uuid::text AS u
	FROM (SELECT i, md5(random()::text || i) AS h FROM generate_series(1, 3000) i) s
	UNION ALL SELECT v FROM unnest(ARRAY[
		'00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff',
		'7fffffff-ffff-ffff-ffff-ffffffffffff', '80000000-0000-0000-0000-000000000000',
		'00000000-0001-ffff-ffff-ffffffffffff', 'ffffffff-ffff-0000-0000-000000000000',
		'ffffffff-ffff-0000-0000-000000000001', '00000000-03e8-0000-0000-000000000000',
		'00000000-0000-7000-8000-000000000000']) v
	UNION ALL SELECT x[2] FROM regexp_matches(:'vectors', '([0-9A-Z]{26}) ([0-9a-f-]{36})', 'g') x;
CREATE TABLE t.inputs AS
	WITH good AS (SELECT u, ulid_to_text(u::uuid::ulid) AS c FROM t.bytes),
	forms AS (
		SELECT c AS s FROM good
		UNION ALL SELECT lower(c) FROM good WHERE random() < 0.2
		UNION ALL SELECT translate(c, '01', 'OI') FROM good WHERE random() < 0.2
		UNION ALL SELECT u FROM good WHERE random() < 0.2
		UNION ALL SELECT '{' || replace(u, '-', '') || '}' FROM good WHERE random() < 0.1
		UNION ALL SELECT x[1] FROM regexp_matches(:'vectors', '([0-9A-Z]{26}) ([0-9a-f-]{36})', 'g') x),
	pool AS (SELECT '0123456789ABCDEFGHJKMNPQRSTVWXYZabcxyzUuIiLlOo-{} ' || E'\t' || chr(127) || chr(1) || 'éü€😀' AS p)
	SELECT 'to_text' AS kind, u AS v FROM t.bytes
	UNION ALL SELECT 'timestamp', u FROM t.bytes
	UNION ALL SELECT 'to_timestamp', u FROM t.bytes
	UNION ALL SELECT 'partition_time', u FROM t.bytes
	UNION ALL SELECT 'is_uuidv7', u FROM t.bytes
	UNION ALL SELECT 'to_bytea', u FROM t.bytes
	UNION ALL SELECT k, s FROM forms, (VALUES ('from_text'), ('is_valid')) k(k)
	UNION ALL SELECT k, overlay(s PLACING substr(p, 1 + (random() * (length(p) - 1))::int, 1)
		FROM 1 + (random() * (length(s) - 1))::int FOR 1) FROM forms, pool, (VALUES ('from_text'), ('is_valid')) k(k) WHERE random() < 0.3
	UNION ALL SELECT k, overlay(s PLACING '' FROM 1 + (random() * (length(s) - 1))::int FOR 1) FROM forms, (VALUES ('from_text'), ('is_valid')) k(k) WHERE random() < 0.1
	UNION ALL SELECT k, substr('89ABCDEFGHJKMNPQRSTVWXYZ', 1 + (random() * 23)::int, 1) || substr(s, 2)
		FROM forms, (VALUES ('from_text'), ('is_valid')) k(k) WHERE length(s) = 26 AND random() < 0.05
	UNION ALL SELECT k, v FROM unnest(ARRAY['', ' ', '7ZZZZZZZZZZZZZZZZZZZZZZZZZ', '8ZZZZZZZZZZZZZZZZZZZZZZZZZ',
		'0000000000000000000000000', '000000000000000000000000000', '{00000000-0000-0000-0000-000000000000',
		'0000-0000-0000-0000-0000-0000-0000-0000', '00000000-0000-0000-0000-0000000000-00',
		'01JGFJJZ00XHF7E02JJ03AE4T7 ', '01JGFJJZ00XHF7E02JJ03AE4Té', 'éééééééééééééééééééééééééé',
		'0000000000000000000000000000000é', '01JGFJJZ00XHF7E02JJ03AE4T' || chr(127)]) v, (VALUES ('from_text'), ('is_valid')) k(k)
	UNION ALL SELECT k, ts::text FROM (
		SELECT to_timestamp(random() * 3.2e11 - 1e10) + (random() * 1e6)::int * interval '1 microsecond' AS ts FROM generate_series(1, 2000)
		UNION ALL SELECT '1970-01-01 00:00:00+00'::timestamptz + n * interval '1 microsecond' FROM generate_series(-3, 3) n
		UNION ALL SELECT '10889-08-02 05:31:50.655+00'::timestamptz + n * interval '1 microsecond' FROM generate_series(-3, 1003) n
		UNION ALL SELECT v::timestamptz FROM unnest(ARRAY['infinity', '-infinity', '2016-07-30 23:54:10.259+00', '1999-12-31 23:59:59.9995+00']) v) s,
		(VALUES ('min'), ('max'), ('gen_at')) k(k)
	UNION ALL SELECT 'from_bytea', substr(md5(i::text) || md5(i::text || 'x'), 1, 2 * (i % 21)) FROM generate_series(1, 200) i;
