--
-- ulid_flake: the 64-bit Ulid-Flake type
--
SET TimeZone = 'UTC';
-- known answers (the format's own examples)
SELECT v::ulid_flake AS id, v::ulid_flake::bigint AS int, ulid_flake_timestamp(v::ulid_flake) AS time,
       ulid_flake_random(v::ulid_flake) AS random
FROM (VALUES ('00CMXB6TAK4SA'), ('00F5PEXFDQCGR'), ('00F2N078MDT7J'), ('0000000000000'),
             ('7ZZZZZZZZZZZZ'), ('128GGYHYYK08N')) t(v);
SELECT 1234567890123456789::ulid_flake AS from_bigint, 14246757444195114::ulid_flake AS known;
SELECT ulid_flake_min('2025-01-01 00:00:00+00') AS min_2025, ulid_flake_max('2025-01-01 00:00:00+00') AS max_2025,
       ulid_flake_min('2026-01-01 00:00:00+00') AS min_2026,
       '2025-01-01 00:00:00.0009+00'::timestamptz::ulid_flake AS cast_truncates,
       ulid_flake_min('2302-09-27 15:10:22.207+00') AS last_ms;
-- case, aliases, text casts
SELECT '00cmxb6tak4sa'::ulid_flake AS lower, 'OOCMXB6TAK4SA'::ulid_flake AS alias_o,
       '0000000000OIL'::ulid_flake AS aliases, '00CMXB6TAK4SA'::text::ulid_flake::text AS text_round_trip;
SELECT v, ulid_flake_is_valid(v) AS valid
FROM (VALUES ('00CMXB6TAK4SA'), ('00cmxb6tak4sa'), ('8000000000000'), ('G000000000000'), ('ZZZZZZZZZZZZZ'),
             ('000000000000'), ('00000000000000'), ('0000000000U00'), (''), ('01ARZ3NDEKTSV4RRFFQ69G5FAV')) t(v);
-- rejected input: 22P02 with a detail
SELECT '8000000000000'::ulid_flake;
SELECT 'G000000000000'::ulid_flake;
SELECT 'ZZZZZZZZZZZZZ'::ulid_flake;
SELECT '000000000000'::ulid_flake;
SELECT '00000000000000'::ulid_flake;
SELECT '0000000000U00'::ulid_flake;
SELECT E'000000000000\t'::ulid_flake;
SELECT '000000000000é'::ulid_flake;
SELECT 'U'::text::ulid_flake;
-- bigint casts: negative rejected (22003), ulid_flake::bigint free
SELECT (-1)::bigint::ulid_flake;
SELECT castsource::regtype, casttarget::regtype, castcontext, castmethod
FROM pg_cast WHERE castsource = 'ulid_flake'::regtype OR casttarget = 'ulid_flake'::regtype
ORDER BY castsource::regtype::text, casttarget::regtype::text;
CREATE TEMP TABLE big (n bigint);
INSERT INTO big VALUES ('00CMXB6TAK4SA'::ulid_flake);  -- assignment cast to bigint
SELECT n FROM big;
-- times outside the format raise 22008
SELECT ulid_flake_min('2023-12-31 23:59:59.999+00');
SELECT ulid_flake_max('2302-09-27 15:10:22.208+00');
SELECT gen_ulid_flake('infinity');
SELECT '2023-06-01 00:00:00+00'::timestamptz::ulid_flake;
-- order = integer order = text order (C collation)
CREATE TEMP TABLE fr AS
SELECT (random() * 9223372036854775807)::bigint::ulid_flake AS id FROM generate_series(1, 20000);
SELECT count(*) AS pairs,
       count(*) FILTER (WHERE (a.id < b.id) = (a.id::bigint < b.id::bigint)
                          AND (a.id < b.id) = (a.id::text COLLATE "C" < b.id::text COLLATE "C")
                          AND (a.id = b.id) = (a.id::bigint = b.id::bigint)
                          AND (a.id <> b.id) = (a.id::bigint <> b.id::bigint)
                          AND (a.id <= b.id) = (a.id::bigint <= b.id::bigint)
                          AND (a.id >= b.id) = (a.id::bigint >= b.id::bigint)
                          AND (a.id > b.id) = (a.id::bigint > b.id::bigint)
                          AND sign(ulid_flake_cmp(a.id, b.id)) = sign(btint8cmp(a.id::bigint, b.id::bigint))) AS agree
FROM (SELECT id, row_number() OVER () AS r FROM fr) a JOIN (SELECT id, row_number() OVER () AS r FROM fr) b
  ON b.r = a.r % 20000 + 1;
-- text and binary round trips; hashes equal bigint's
SELECT count(*) AS rows,
       count(*) FILTER (WHERE id::text::ulid_flake = id) AS text_round_trip,
       count(*) FILTER (WHERE ulid_flake_send(id) = int8send(id::bigint)) AS send_like_bigint,
       count(*) FILTER (WHERE ulid_flake_hash(id) = hashint8(id::bigint)
                          AND ulid_flake_hash_extended(id, 7) = hashint8extended(id::bigint, 7)) AS hash_like_bigint
FROM fr;
\copy fr TO 'results/flake.data' (FORMAT binary)
CREATE TEMP TABLE fr_back (id ulid_flake);
\copy fr_back FROM 'results/flake.data' (FORMAT binary)
CREATE TEMP TABLE fr_as_bigint (id bigint);
\copy fr_as_bigint FROM 'results/flake.data' (FORMAT binary)
SELECT (SELECT count(*) FROM (SELECT id FROM fr EXCEPT ALL SELECT id FROM fr_back) s) AS lost,
       (SELECT count(*) FROM (SELECT id::bigint FROM fr EXCEPT ALL SELECT id FROM fr_as_bigint) s) AS lost_as_bigint;
-- binary input with the sign bit set is rejected
CREATE TEMP TABLE neg (n bigint);
INSERT INTO neg VALUES (-5);
\copy neg TO 'results/flake_neg.data' (FORMAT binary)
\copy fr_back FROM 'results/flake_neg.data' (FORMAT binary)
-- min/max, sorting, indexes
SELECT min(id) = (SELECT id FROM fr ORDER BY id LIMIT 1) AS min_ok,
       max(id) = (SELECT id FROM fr ORDER BY id DESC LIMIT 1) AS max_ok FROM fr;
CREATE INDEX fr_btree ON fr (id);
CREATE INDEX fr_hash ON fr USING hash (id);
CREATE INDEX fr_brin ON fr USING brin (id);
SET enable_seqscan = off;
EXPLAIN (COSTS OFF) SELECT * FROM fr WHERE id = '00CMXB6TAK4SA';
EXPLAIN (COSTS OFF) SELECT * FROM fr WHERE id BETWEEN ulid_flake_min('2025-01-01') AND ulid_flake_max('2025-12-31');
SET enable_bitmapscan = off;
EXPLAIN (COSTS OFF) SELECT * FROM fr ORDER BY id LIMIT 3;
RESET enable_seqscan;
RESET enable_bitmapscan;
-- hash partitions place rows as bigint's do
CREATE TEMP TABLE hp (id ulid_flake) PARTITION BY HASH (id);
CREATE TEMP TABLE hp0 PARTITION OF hp FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TEMP TABLE hp1 PARTITION OF hp FOR VALUES WITH (MODULUS 2, REMAINDER 1);
CREATE TEMP TABLE hpb (id bigint) PARTITION BY HASH (id);
CREATE TEMP TABLE hpb0 PARTITION OF hpb FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TEMP TABLE hpb1 PARTITION OF hpb FOR VALUES WITH (MODULUS 2, REMAINDER 1);
INSERT INTO hp SELECT id FROM fr;
INSERT INTO hpb SELECT id FROM fr;
SELECT (SELECT count(*) FROM hp0) = (SELECT count(*) FROM hpb0) AS same_split,
       (SELECT count(*) FROM (SELECT id::bigint FROM hp0 EXCEPT SELECT id FROM hpb0) s) AS misplaced;

-- gen_ulid_flake(): server-wide, strictly increasing, also ahead of the clock
-- (the time checks bracket the ids by the clock read before and after, so
-- however slow the machine, no elapsed time is asserted)
SELECT clock_timestamp() AS g_start \gset
CREATE TEMP TABLE g AS
SELECT n, gen_ulid_flake() AS id FROM generate_series(1, 100000) n;
SELECT count(*) AS ids, count(DISTINCT id) AS distinct_ids,
       bool_and(id > prev) AS strictly_increasing
FROM (SELECT n, id, lag(id) OVER (ORDER BY n) AS prev FROM g) s WHERE prev IS NOT NULL OR n = 1;
SELECT ulid_flake_timestamp(max(id)) < clock_timestamp() + interval '1 minute' AS near_now,
       ulid_flake_timestamp(min(id)) >= date_trunc('milliseconds', :'g_start'::timestamptz) AS recent
FROM g;
-- and across statements
SELECT (SELECT max(id) FROM g) < gen_ulid_flake() AS next_statement_is_greater;
-- gen_ulid_flake(timestamptz): that millisecond
SELECT ulid_flake_timestamp(gen_ulid_flake('2025-06-01 12:00:00.123456+00')) AS at;
-- node ids: node mode keeps the node in the low 5 bits
SHOW ulid.flake_node_id;
SET ulid.flake_node_id = 7;
CREATE TEMP TABLE gn AS SELECT n, gen_ulid_flake() AS id FROM generate_series(1, 20000) n;
SELECT bool_and(ulid_flake_random(id) & 31 = 7) AS node_7, bool_and(right(id::text, 1) = '7') AS last_char,
       bool_and(id > prev) AS strictly_increasing,
       (SELECT max(id) FROM g) < min(id) AS above_earlier_ids
FROM (SELECT n, id, lag(id) OVER (ORDER BY n) AS prev FROM gn) s WHERE prev IS NOT NULL;
-- node ids alternating call by call (sessions of databases with different
-- settings): still strictly increasing, and no run-ahead of a ms per change
-- (that would put the last of these 20,000 ids about 20 s ahead of the clock
-- read after them; a slow machine only lets the clock catch up)
CREATE TEMP TABLE ga AS
SELECT n, set_config('ulid.flake_node_id', (n % 3 - 1)::text, false) AS node, gen_ulid_flake() AS id
FROM generate_series(1, 20000) n;
SELECT count(*) AS ids, bool_and(id > prev) AS strictly_increasing,
       bool_and(node = '-1' OR ulid_flake_random(id) & 31 = node::int) AS nodes_kept,
       max(ulid_flake_timestamp(id)) < clock_timestamp() + interval '2 seconds' AS no_run_ahead
FROM (SELECT n, node, id, lag(id) OVER (ORDER BY n) AS prev FROM ga) s WHERE prev IS NOT NULL;
SET ulid.flake_node_id = 32;
SET ulid.flake_node_id = -2;
RESET ulid.flake_node_id;
SELECT (SELECT max(id) FROM gn) < gen_ulid_flake() AS back_to_no_node_still_increasing;
-- catalog: every function is C, a comment on every object (see type.sql)
SELECT p.proname, p.provolatile, p.proparallel, p.proleakproof
FROM pg_proc p WHERE p.proname LIKE '%ulid_flake%' AND p.prokind = 'f'
ORDER BY p.oid::regprocedure::text;
