-- The baseuid type: catalog wiring, text I/O and its errors, the known answers
-- of the format, casts, order, generators, time functions and indexes.
SET TimeZone = 'UTC';
SET DateStyle = 'ISO, YMD';

--
-- Catalog
--
SELECT typname, typlen, typbyval, typalign, typstorage, typcategory
FROM pg_type WHERE oid = 'baseuid'::regtype;
SELECT pg_column_size('ANjssJkyfa3H00J9ZPJG'::baseuid) AS bytes;

SELECT o.oprname, o.oprleft::regtype, o.oprright::regtype, o.oprcode,
       c.oprname AS commutator, n.oprname AS negator,
       o.oprrest, o.oprjoin, o.oprcanhash, o.oprcanmerge
FROM pg_operator o
LEFT JOIN pg_operator c ON c.oid = o.oprcom
LEFT JOIN pg_operator n ON n.oid = o.oprnegate
WHERE o.oprleft = 'baseuid'::regtype
ORDER BY o.oprname;

SELECT am.amname, oc.opcname, oc.opcdefault, amvalidate(oc.oid) AS valid
FROM pg_opclass oc JOIN pg_am am ON am.oid = oc.opcmethod
WHERE oc.opcintype = 'baseuid'::regtype
ORDER BY am.amname, oc.opcname;
-- (btree support 6, skip support, is registered on PostgreSQL 18+ only)
SELECT am.amname, f.opfname, ap.amprocnum, ap.amproc::regproc
FROM pg_amproc ap JOIN pg_opfamily f ON f.oid = ap.amprocfamily JOIN pg_am am ON am.oid = f.opfmethod
WHERE f.oid IN (SELECT opcfamily FROM pg_opclass WHERE opcintype = 'baseuid'::regtype)
  AND ap.amprocnum <> 6
ORDER BY am.amname, f.opfname, ap.amprocnum;

-- casts: none implicit
SELECT castsource::regtype, casttarget::regtype, castfunc::regprocedure, castcontext, castmethod
FROM pg_cast
WHERE castsource = 'baseuid'::regtype OR casttarget = 'baseuid'::regtype
ORDER BY castsource::regtype::text, casttarget::regtype::text;

--
-- Known answers (checked by hand)
--
SELECT v, v::bytea, v::uuid, baseuid_timestamp(v)
FROM (SELECT 'ANjssJkyfa3H00J9ZPJG'::baseuid AS v) x;
SELECT '\x2d8bf8e14c3eae611204150a91a511'::bytea::baseuid AS from_bytes,
       '2d8bf8e1-4c3e-8ae6-8448-10542a469444'::uuid::baseuid AS from_uuid;
-- the time prefixes of the first instant of some years
SELECT y, left(baseuid_min(make_timestamptz(y, 1, 1, 0, 0, 0, 'UTC'))::text, 8) AS prefix
FROM unnest(ARRAY[2020, 2021, 2022, 2023, 2024, 2038]) y;
SELECT '\x000c172d434e595b0c172d434e595b'::bytea::baseuid AS v,
       '--kMAJCDLKgB4mp2I__Q'::baseuid::bytea AS bytes;
-- the extremes
SELECT '--------------------'::baseuid::bytea AS lowest, 'zzzzzzzzzzzzzzzzzzzz'::baseuid::bytea AS highest;
SELECT '--------------------'::baseuid::uuid AS lowest, 'zzzzzzzzzzzzzzzzzzzz'::baseuid::uuid AS highest;

--
-- Every character of the alphabet in every position: accepted, printed back
-- unchanged, and worth its 6 bits in its place (checked as a bit string).
--
WITH a(alphabet) AS (SELECT '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz'),
cases AS (
  SELECT p, s, overlay(repeat('-', 20) placing substr(alphabet, s + 1, 1) from p for 1) AS t
  FROM a, generate_series(1, 20) p, generate_series(0, 63) s
)
SELECT count(*) AS cases,
       count(*) FILTER (WHERE t::baseuid::text = t) AS round_trip,
       count(*) FILTER (WHERE ('x' || encode(t::baseuid::bytea, 'hex'))::bit(120)
                        = (repeat('0', 6 * (p - 1)) || s::bit(6)::text || repeat('0', 6 * (20 - p)))::bit(120)) AS right_bits,
       count(*) FILTER (WHERE baseuid_is_valid(t)) AS valid
FROM cases;
-- the same over a background of 'z' (all bits set)
WITH a(alphabet) AS (SELECT '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz')
SELECT count(*) FILTER (WHERE t::baseuid::text = t AND t::text::baseuid::text = t) AS round_trip
FROM (SELECT overlay(repeat('z', 20) placing substr(alphabet, s + 1, 1) from p for 1) AS t
      FROM a, generate_series(1, 20) p, generate_series(0, 63) s) x;
-- every other ASCII character in every position is rejected
WITH a(alphabet) AS (SELECT '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz')
SELECT count(*) AS cases, count(*) FILTER (WHERE baseuid_is_valid(t)) AS accepted
FROM (SELECT overlay('ANjssJkyfa3H00J9ZPJG' placing chr(c) from p for 1) AS t
      FROM a, generate_series(1, 127) c, generate_series(1, 20) p
      WHERE strpos(alphabet, chr(c)) = 0) x;
-- the alphabet is in ASCII order: C-collation text order = value order
WITH a(alphabet) AS (SELECT '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz')
SELECT bool_and(substr(alphabet, i, 1) COLLATE "C" < substr(alphabet, i + 1, 1) COLLATE "C") AS ascending
FROM a, generate_series(1, 63) i;

--
-- Text input errors
--
SELECT ''::baseuid;
SELECT 'ANjssJkyfa3H00J9ZPJ'::baseuid;		-- 19 characters
SELECT 'ANjssJkyfa3H00J9ZPJGG'::baseuid;	-- 21 characters
SELECT 'ANjssJkyfa3H00J9ZPJ+'::baseuid;		-- standard base64 symbols
SELECT 'ANjssJkyfa3H00J9Z/JG'::baseuid;
SELECT 'ANjssJkyfa3H00J9ZPJ='::baseuid;
SELECT 'LYv44Uw+rmESBBUKkaUR'::baseuid;		-- the standard base64 of the 15 bytes
SELECT 'ANjssJky fa3H00J9ZPJ'::baseuid;
SELECT E'ANjssJky\tfa3H00J9ZPJ'::baseuid;
SELECT 'ANjssJkyfa3H00J9ZPJé'::baseuid;	-- 20 characters, 21 bytes
SELECT 'ANjssJkyfa3H00J9ZPJGé'::baseuid;	-- 21 characters
SELECT ' ANjssJkyfa3H00J9ZPJG'::baseuid;	-- no trimming
-- case matters: these are different values
SELECT 'ANjssJkyfa3H00J9ZPJG'::baseuid = 'ANJSSJKYFA3H00J9ZPJG'::baseuid AS same,
       'anjssjkyfa3h00j9zpjg'::baseuid::text AS lower;
-- text casts give the errors of input
SELECT 'ANjssJkyfa3H00J9ZPJ+'::text::baseuid;
SELECT 'ANjssJkyfa3H00J9ZPJ'::varchar::baseuid;
SELECT baseuid_is_valid('ANjssJkyfa3H00J9ZPJG') AS ok, baseuid_is_valid('ANjssJkyfa3H00J9ZPJ+') AS plus,
       baseuid_is_valid('ANjssJkyfa3H00J9ZPJ') AS short, baseuid_is_valid('') AS empty,
       baseuid_is_valid('ANjssJkyfa3H00J9ZPJé') AS multibyte;
-- arrays
SELECT ARRAY['ANjssJkyfa3H00J9ZPJG', '--------------------']::baseuid[];
SELECT '{ANjssJkyfa3H00J9ZPJG,ANjssJkyfa3H00J9ZPJ/}'::baseuid[];

--
-- Round trips: text, bytea, uuid, over random values
--
CREATE TEMP TABLE r AS
SELECT i, decode(left(md5(i::text), 30), 'hex')::baseuid AS v
FROM generate_series(1, 100000) i;
INSERT INTO r VALUES (0, '--------------------'), (-1, 'zzzzzzzzzzzzzzzzzzzz');
SELECT count(*) AS n,
       count(*) FILTER (WHERE v::text::baseuid = v AND length(v::text) = 20) AS text_ok,
       count(*) FILTER (WHERE v::bytea::baseuid = v AND length(v::bytea) = 15) AS bytea_ok,
       count(*) FILTER (WHERE v::uuid::baseuid = v) AS uuid_ok,
       count(*) FILTER (WHERE v::uuid::text LIKE '________-____-8___-____-____________'
                          AND substr(v::uuid::text, 20, 1) IN ('8', '9', 'a', 'b')
                          AND substr(v::uuid::text, 36, 1) IN ('0', '4', '8', 'c')) AS uuid_layout,
       count(*) FILTER (WHERE baseuid_send(v) = v::bytea) AS send_ok
FROM r;

-- Order: value order = C-collation text order = bytea order = uuid order
SELECT count(*) AS n,
       count(*) FILTER (WHERE by_value = by_text) AS text_order,
       count(*) FILTER (WHERE by_value = by_bytea) AS bytea_order,
       count(*) FILTER (WHERE by_value = by_uuid) AS uuid_order
FROM (SELECT row_number() OVER (ORDER BY v) AS by_value,
             row_number() OVER (ORDER BY v::text COLLATE "C") AS by_text,
             row_number() OVER (ORDER BY v::bytea) AS by_bytea,
             row_number() OVER (ORDER BY v::uuid) AS by_uuid
      FROM r) x;
-- the same comparison pairwise, through every operator
SELECT count(*) AS pairs,
       count(*) FILTER (WHERE (a.v < b.v) = (a.v::bytea < b.v::bytea) AND (a.v <= b.v) = (a.v::bytea <= b.v::bytea)
                          AND (a.v > b.v) = (a.v::bytea > b.v::bytea) AND (a.v >= b.v) = (a.v::bytea >= b.v::bytea)
                          AND (a.v = b.v) = (a.v::bytea = b.v::bytea) AND (a.v <> b.v) = (a.v::bytea <> b.v::bytea)
                          AND sign(baseuid_cmp(a.v, b.v)) = sign(byteacmp(a.v::bytea, b.v::bytea))) AS agree
FROM r a JOIN r b ON b.i = (a.i * 7919) % 100001 WHERE a.i % 10 = 0;
SELECT min(v) AS min, max(v) AS max, min(v) FILTER (WHERE i > 0) AS min_random FROM r;
SELECT baseuid_smaller('ANjssJkyfa3H00J9ZPJG', 'ANjssJkyfa3H00J9ZPJH'),
       baseuid_larger('ANjssJkyfa3H00J9ZPJG', 'ANjssJkyfa3H00J9ZPJH');

-- hash: baseuid_hash_extended(v, 0) agrees with baseuid_hash(v) in its low 32 bits
SELECT count(*) FILTER (WHERE (baseuid_hash_extended(v, 0) & 4294967295) = (baseuid_hash(v)::int8 & 4294967295)) AS agree,
       count(DISTINCT baseuid_hash(v)) > 99990 AS spread,
       count(*) FILTER (WHERE baseuid_hash_extended(v, 1) <> baseuid_hash_extended(v, 0)) > 99990 AS seeded
FROM r;
SELECT baseuid_hash('ANjssJkyfa3H00J9ZPJG'), baseuid_hash_extended('ANjssJkyfa3H00J9ZPJG', 42);

--
-- Binary COPY round trip (recv/send), and text COPY
--
CREATE TEMP TABLE c_src (id baseuid, note text);
INSERT INTO c_src SELECT v, 'r' || i FROM r WHERE i % 100 = 0 OR i <= 0;
INSERT INTO c_src VALUES (NULL, 'null');
\copy c_src TO 'results/baseuid_copy.bin' (FORMAT binary)
CREATE TEMP TABLE c_bin (LIKE c_src);
\copy c_bin FROM 'results/baseuid_copy.bin' (FORMAT binary)
\copy c_src TO 'results/baseuid_copy.txt'
CREATE TEMP TABLE c_txt (LIKE c_src);
\copy c_txt FROM 'results/baseuid_copy.txt'
SELECT (SELECT count(*) FROM c_src) AS rows,
       (SELECT count(*) FROM c_bin) AS bin_rows,
       (SELECT count(*) FROM (SELECT * FROM c_src EXCEPT SELECT * FROM c_bin) d) AS bin_differ,
       (SELECT count(*) FROM c_txt) AS txt_rows,
       (SELECT count(*) FROM (SELECT * FROM c_src EXCEPT SELECT * FROM c_txt) d) AS txt_differ;
-- binary fields of 15 bytes load; of 14 or 16 bytes they do not
CREATE TEMP TABLE c_bytes (b bytea);
CREATE TEMP TABLE c_one (id baseuid);
INSERT INTO c_bytes VALUES ('\x2d8bf8e14c3eae611204150a91a511');
\copy c_bytes TO 'results/baseuid_copy15.bin' (FORMAT binary)
\copy c_one FROM 'results/baseuid_copy15.bin' (FORMAT binary)
SELECT id FROM c_one;
TRUNCATE c_bytes;
INSERT INTO c_bytes VALUES ('\x2d8bf8e14c3eae611204150a91a5');
\copy c_bytes TO 'results/baseuid_copy14.bin' (FORMAT binary)
\copy c_one FROM 'results/baseuid_copy14.bin' (FORMAT binary)
TRUNCATE c_bytes;
INSERT INTO c_bytes VALUES ('\x2d8bf8e14c3eae611204150a91a51100');
\copy c_bytes TO 'results/baseuid_copy16.bin' (FORMAT binary)
\copy c_one FROM 'results/baseuid_copy16.bin' (FORMAT binary)

--
-- Casts to and from bytea and uuid: errors
--
SELECT '\x2d8bf8e14c3eae611204150a91a5'::bytea::baseuid;
SELECT '\x2d8bf8e14c3eae611204150a91a51100'::bytea::baseuid;
SELECT ''::bytea::baseuid;
SELECT 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid::baseuid;		-- v4
SELECT '01890a5d-ac96-774b-bcce-b302099a8057'::uuid::baseuid;		-- v7
SELECT '2d8bf8e1-4c3e-8ae6-c448-10542a469444'::uuid::baseuid;		-- variant 11
SELECT '2d8bf8e1-4c3e-8ae6-8448-10542a469445'::uuid::baseuid;		-- low bits 01
SELECT '00000000-0000-0000-0000-000000000000'::uuid::baseuid;
SELECT '00000000-0000-8000-8000-000000000000'::uuid::baseuid AS lowest,
       'ffffffff-ffff-8fff-bfff-fffffffffffc'::uuid::baseuid AS highest;
-- no implicit or assignment cast from uuid, bytea or timestamptz
CREATE TEMP TABLE assign (v baseuid);
INSERT INTO assign VALUES ('2d8bf8e1-4c3e-8ae6-8448-10542a469444'::uuid);
INSERT INTO assign VALUES ('\x2d8bf8e14c3eae611204150a91a511'::bytea);
INSERT INTO assign VALUES ('2022-01-01 00:00:00+00'::timestamptz);
INSERT INTO assign VALUES ('ANjssJkyfa3H00J9ZPJG'::text);
-- to text is an assignment cast
CREATE TEMP TABLE assign_text (t text);
INSERT INTO assign_text VALUES ('ANjssJkyfa3H00J9ZPJG'::baseuid);
SELECT t FROM assign_text;

--
-- Time: 32.768 us ticks since 1970; timestamps truncated to the microsecond
--
SELECT baseuid_min('1970-01-01 00:00:00+00') AS epoch,
       baseuid_min('1970-01-01 00:00:00.000032+00') AS us32,
       baseuid_min('1970-01-01 00:00:00.000033+00') AS us33,
       baseuid_timestamp('-------0------------') AS tick1,
       baseuid_timestamp('-------1------------') AS tick2;
SELECT baseuid_min('2262-04-11 23:47:16.854775+00') AS last_min,
       baseuid_max('2262-04-11 23:47:16.854775+00') AS last_max,
       baseuid_timestamp('zzzzzzzzzzzzzzzzzzzz') AS last_tick;
SELECT baseuid_min('2022-01-01 00:00:00+00'), baseuid_max('2022-01-01 00:00:00+00'),
       '2022-01-01 00:00:00+00'::timestamptz::baseuid AS cast,
       'ANjssJkyfa3H00J9ZPJG'::baseuid::timestamptz AS back;
-- the tick holding a microsecond can start in the previous microsecond:
-- the timestamp of a tick is at or before every time it holds
SELECT t, baseuid_min(t) AS min, baseuid_timestamp(baseuid_min(t)) AS tick_start,
       baseuid_min(baseuid_timestamp(baseuid_min(t))) = baseuid_min(t) AS same_tick
FROM unnest(ARRAY['2024-06-01 12:00:00.000001+00', '2024-06-01 12:00:00.000033+00',
                  '2024-06-01 12:00:00.5+00']::timestamptz[]) t;
-- bounds: an id of a time lies between baseuid_min and baseuid_max of it
SELECT count(*) AS n,
       count(*) FILTER (WHERE gen_baseuid(t) BETWEEN baseuid_min(t) AND baseuid_max(t)) AS within,
       count(*) FILTER (WHERE baseuid_timestamp(gen_baseuid(t)) <= t
                          AND baseuid_timestamp(gen_baseuid(t)) >= t - interval '33 microseconds') AS time_ok,
       count(*) FILTER (WHERE baseuid_timestamp(baseuid_max(t)) = baseuid_timestamp(baseuid_min(t))) AS same_tick
FROM (SELECT '1970-01-01 00:00:00+00'::timestamptz + make_interval(secs => i * 1234567.123457) AS t
      FROM generate_series(0, 5000) i) x;
-- the time zone plays no part
SET TimeZone = 'Asia/Kolkata';
SELECT baseuid_min('2022-01-01 05:30:00+05:30') = 'ANjssJky------------' AS same,
       baseuid_timestamp('ANjssJkyfa3H00J9ZPJG') = '2022-01-01 00:00:00+00' AS same_time;
SET TimeZone = 'UTC';
-- outside the range: 22008
SELECT baseuid_min('1969-12-31 23:59:59.999999+00');
SELECT baseuid_max('2262-04-11 23:47:16.854776+00');
SELECT gen_baseuid('294276-12-31 23:59:59.999999+00');
SELECT 'infinity'::timestamptz::baseuid;
SELECT gen_baseuid('-infinity');
SELECT baseuid_min('4714-11-24 00:00:00+00 BC');

--
-- Generators
--
-- one statement: strictly increasing, in the current tick
SELECT count(*) AS n, count(*) FILTER (WHERE v > prev) AS increasing, count(DISTINCT v) AS distinct_values,
       bool_and(baseuid_timestamp(v) BETWEEN now() - interval '1 minute' AND clock_timestamp()) AS now
FROM (SELECT v, lag(v) OVER (ORDER BY g) AS prev
      FROM (SELECT g, gen_baseuid() AS v FROM generate_series(1, 100000) g) s) x
WHERE prev IS NOT NULL;
-- across statements of one session
CREATE TEMP TABLE gen (n serial, v baseuid);
INSERT INTO gen (v) SELECT gen_baseuid() FROM generate_series(1, 20000);
INSERT INTO gen (v) SELECT gen_baseuid() FROM generate_series(1, 20000);
INSERT INTO gen (v) VALUES (gen_baseuid()), (gen_baseuid());
DO $$
BEGIN
	FOR i IN 1..5000 LOOP
		INSERT INTO gen (v) VALUES (gen_baseuid());
	END LOOP;
END
$$;
INSERT INTO gen (v) SELECT gen_baseuid() FROM generate_series(1, 20000);
SELECT count(*) AS n, count(*) FILTER (WHERE by_n = by_v) AS same_order, count(DISTINCT v) AS distinct_values
FROM (SELECT row_number() OVER (ORDER BY n) AS by_n, row_number() OVER (ORDER BY v) AS by_v, v FROM gen) x;
-- gen_random_baseuid: the current tick, fresh randomness
SELECT count(DISTINCT v) AS distinct_values,
       bool_and(baseuid_timestamp(v) BETWEEN now() - interval '1 minute' AND clock_timestamp()) AS now
FROM (SELECT gen_random_baseuid() AS v FROM generate_series(1, 10000)) x;
-- gen_baseuid(timestamptz): that tick, fresh randomness
SELECT count(DISTINCT v) AS distinct_values, count(DISTINCT left(v::text, 8)) AS ticks,
       min(left(v::text, 8)) AS tick
FROM (SELECT gen_baseuid('2022-01-01 00:00:00+00') AS v FROM generate_series(1, 10000)) x;

--
-- Indexes
--
CREATE TEMP TABLE t (id baseuid PRIMARY KEY, n int);
INSERT INTO t SELECT v, i FROM r;
CREATE INDEX t_hash ON t USING hash (id);
ANALYZE t;
SET enable_seqscan = off;
SET enable_bitmapscan = off;
EXPLAIN (COSTS OFF) SELECT n FROM t WHERE id = 'ANjssJkyfa3H00J9ZPJG';
SELECT n FROM t WHERE id = (SELECT v FROM r WHERE i = 4242);
EXPLAIN (COSTS OFF) SELECT n FROM t WHERE id >= 'ANjssJky------------' AND id < 'ANjssJkz------------' ORDER BY id;
SELECT count(*) FROM t WHERE id >= baseuid_min('2022-01-01') AND id < baseuid_min('2023-01-01');
SELECT count(*) FROM t WHERE id::bytea >= baseuid_min('2022-01-01')::bytea AND id::bytea < baseuid_min('2023-01-01')::bytea;
EXPLAIN (COSTS OFF) SELECT n FROM t ORDER BY id DESC LIMIT 3;
SELECT id, n FROM t ORDER BY id DESC LIMIT 3;
SET enable_indexscan = off;
SET enable_bitmapscan = on;
EXPLAIN (COSTS OFF) SELECT n FROM t WHERE id = 'ANjssJkyfa3H00J9ZPJG';
RESET enable_indexscan;
RESET enable_bitmapscan;
-- BRIN over ids in generation order
CREATE TEMP TABLE b (id baseuid);
INSERT INTO b SELECT gen_baseuid('2022-01-01 00:00:00+00'::timestamptz + make_interval(secs => g))
FROM generate_series(1, 50000) g;
CREATE INDEX b_brin ON b USING brin (id) WITH (pages_per_range = 4);
ANALYZE b;
EXPLAIN (COSTS OFF) SELECT count(*) FROM b WHERE id >= baseuid_min('2022-01-01 01:00:00+00') AND id < baseuid_min('2022-01-01 02:00:00+00');
-- one hour, half-open: the ids of 01:00:00 to 01:59:59
SELECT count(*) FROM b WHERE id >= baseuid_min('2022-01-01 01:00:00+00') AND id < baseuid_min('2022-01-01 02:00:00+00');
-- bounds are exact to the tick: 02:00:00 is not on a tick boundary, and the
-- tick holding 01:59:59.999999 also holds 02:00:00
SELECT count(*) FROM b WHERE id BETWEEN baseuid_min('2022-01-01 01:00:00+00') AND baseuid_max('2022-01-01 01:59:59.999999+00');
RESET enable_seqscan;
-- a unique violation shows the text form
INSERT INTO t VALUES ('--------------------', 1);
-- hash join, merge join and hash aggregation
SET enable_mergejoin = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM t JOIN r ON r.v = t.id;
SELECT count(*) FROM t JOIN r ON r.v = t.id;
RESET enable_mergejoin;
SET enable_hashjoin = off;
SELECT count(*) FROM t JOIN r ON r.v = t.id;
RESET enable_hashjoin;
SELECT count(*) FROM (SELECT id FROM t UNION SELECT v FROM r) u;
-- hash partitions
CREATE TEMP TABLE hp (id baseuid) PARTITION BY HASH (id);
CREATE TEMP TABLE hp0 PARTITION OF hp FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TEMP TABLE hp1 PARTITION OF hp FOR VALUES WITH (MODULUS 2, REMAINDER 1);
INSERT INTO hp SELECT v FROM r;
SELECT (SELECT count(*) FROM hp0) + (SELECT count(*) FROM hp1) AS rows,
       (SELECT count(*) FROM hp0) BETWEEN 48000 AND 52000 AS balanced;

DROP TABLE r, c_src, c_bin, c_txt, c_bytes, c_one, assign, assign_text, gen, t, b, hp;
