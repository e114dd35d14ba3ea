-- Time: ulid_timestamp, casts to and from timestamptz/timestamp, ulid_min/max,
-- bytea and text casts, ulid_is_valid, min/max aggregates, BRIN, range
-- partitioning, cross-type comparison with uuid.

SET TimeZone = 'UTC';

-- known answers
SELECT ulid_timestamp('01ARYZ6S41TSV4RRFFQ69G5FAV');
-- (extract() gives numeric)
SELECT (extract(epoch FROM ulid_timestamp('01ARYZ6S41TSV4RRFFQ69G5FAV')) * 1000)::numeric(20, 3) AS unix_ms;
SELECT ulid_timestamp('7ZZZZZZZZZZZZZZZZZZZZZZZZZ'), ulid_timestamp('00000000000000000000000000');
SELECT '2025-01-01 00:00:00+00'::timestamptz::ulid;
SELECT ulid_min('2025-01-01 00:00:00+00'), ulid_max('2025-01-01 00:00:00+00');
SELECT '01JGFJJZ00XHF7E02JJ03AE4T7'::ulid::timestamptz;
SELECT '01JGFJJZ00XHF7E02JJ03AE4T7'::ulid::timestamp;
SELECT '2025-01-01 00:00:00'::timestamp::ulid;
-- sub-millisecond parts are truncated toward the past
SELECT '2025-01-01 00:00:00.000999+00'::timestamptz::ulid, ulid_max('2024-12-31 23:59:59.9999+00');
SELECT '1970-01-01 00:00:00.0005+00'::timestamptz::ulid;
-- round trip: a ULID's timestamp maps back to its millisecond's bounds
SELECT count(*) AS within_bounds
FROM (SELECT gen_random_ulid() AS u FROM generate_series(1, 1000)) s
WHERE u BETWEEN ulid_min(ulid_timestamp(u)) AND ulid_max(ulid_timestamp(u))
  AND u::timestamptz::ulid = ulid_min(u::timestamptz);

-- the same queries under two TimeZone settings give the same answers
SET TimeZone = 'America/New_York';
SELECT ulid_timestamp('01ARYZ6S41TSV4RRFFQ69G5FAV');
SELECT '01JGFJJZ00XHF7E02JJ03AE4T7'::ulid::timestamp AS utc_wall_clock;
SELECT '2025-01-01 00:00:00'::timestamp::ulid AS utc_midnight;
SELECT '2024-12-31 19:00:00'::timestamptz::ulid AS new_york_evening_is_utc_midnight;
SET TimeZone = 'Asia/Kolkata';
SELECT ulid_timestamp('01ARYZ6S41TSV4RRFFQ69G5FAV');
SELECT '01JGFJJZ00XHF7E02JJ03AE4T7'::ulid::timestamp AS utc_wall_clock;
SELECT '2025-01-01 00:00:00'::timestamp::ulid AS utc_midnight;
SELECT '2025-01-01 05:30:00'::timestamptz::ulid AS kolkata_morning_is_utc_midnight;
SET TimeZone = 'UTC';
-- the timestamp casts are IMMUTABLE (and may be so: they ignore TimeZone)
SELECT c.castsource::regtype, c.casttarget::regtype, p.provolatile
FROM pg_cast c JOIN pg_proc p ON p.oid = c.castfunc
WHERE c.castsource = 'ulid'::regtype OR c.casttarget = 'ulid'::regtype
ORDER BY c.castsource::regtype::text, c.casttarget::regtype::text;

-- out of range: before 1970, after 10889-08-02 05:31:50.655 UTC, infinities
SELECT '1969-12-31 23:59:59.999+00'::timestamptz::ulid;
SELECT '10889-08-02 05:31:50.656+00'::timestamptz::ulid;
SELECT 'infinity'::timestamptz::ulid;
SELECT '-infinity'::timestamp::ulid;
SELECT ulid_max('infinity');
SELECT ulid_min('1900-01-01');
SELECT '10889-08-02 05:31:50.655'::timestamp::ulid, ulid_max('10889-08-02 05:31:50.655+00');
DO $$
BEGIN
  PERFORM ulid_min('0001-01-01 00:00:00+00 BC');
EXCEPTION WHEN datetime_field_overflow THEN
  RAISE NOTICE 'caught %', SQLSTATE;
END $$;

-- bytea: exactly 16 bytes
SELECT '01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid::bytea;
SELECT '\x01563df36481d6764c61efb99302bd5b'::bytea::ulid;
SELECT ''::bytea::ulid;
SELECT '\x01563df36481d6764c61efb99302bd'::bytea::ulid;
SELECT '\x01563df36481d6764c61efb99302bd5b00'::bytea::ulid;
SELECT count(*) AS bytea_round_trips
FROM (SELECT gen_random_ulid() AS u FROM generate_series(1, 1000)) s WHERE u::bytea::ulid = u;

-- text casts: same results and errors as the type's input and output
SELECT '01arz3ndektsv4rrffq69g5fav'::text::ulid, ('01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid)::text;
SELECT 'not a ulid'::text::ulid;
SELECT '8ZZZZZZZZZZZZZZZZZZZZZZZZZ'::text::ulid;
SELECT '01ARZ3NDEKTSV4RRFFQ69G5FAU'::varchar::ulid;
CREATE TEMP TABLE texts (t text);
INSERT INTO texts SELECT gen_random_ulid() FROM generate_series(1, 100);  -- assignment cast to text
SELECT count(*) AS text_round_trips FROM texts WHERE t::ulid::text = t;
SELECT count(*) FROM texts WHERE t::ulid = t::ulid::uuid;
DROP TABLE texts;

-- ulid_is_valid never raises
SELECT v, ulid_is_valid(v)
FROM (VALUES ('01ARZ3NDEKTSV4RRFFQ69G5FAV'), ('01arz3ndektsv4rrffq69g5fav'), ('0IiLlOo0000000000000000000'),
             ('7ZZZZZZZZZZZZZZZZZZZZZZZZZ'), ('80000000000000000000000000'), ('01ARZ3NDEKTSV4RRFFQ69G5FAU'),
             ('01ARZ3NDEKTSV4RRFFQ69G5FA'), ('01ARZ3NDEKTSV4RRFFQ69G5FAVV'), (''), ('01ARZ3NDEKTSV4RRFFQ69G5FAé'),
             (E'01ARZ3NDEKTSV4RRFFQ69G5FA\n'), (NULL)) AS t(v);
SELECT ulid_is_valid(repeat('Z', 1000000));

-- generated column and expression index
CREATE TABLE orders (id ulid PRIMARY KEY, total numeric,
                     created_at timestamptz GENERATED ALWAYS AS (ulid_timestamp(id)) STORED);
INSERT INTO orders (id, total) VALUES ('01ARYZ6S41TSV4RRFFQ69G5FAV', 1), (ulid_min('2025-06-15 12:00:00+00'), 2);
SELECT id, created_at FROM orders ORDER BY id;
CREATE INDEX orders_day ON orders (date_trunc('day', ulid_timestamp(id) AT TIME ZONE 'UTC'));
DROP TABLE orders;

-- min/max aggregates (also in parallel: they have combine functions)
CREATE TABLE agg AS SELECT gen_ulid(to_timestamp(1700000000 + g)) AS id FROM generate_series(1, 20000) g;
INSERT INTO agg VALUES (NULL);
SELECT left(min(id)::text, 10), left(max(id)::text, 10), count(id) FROM agg;
SELECT min(id) = (SELECT id FROM agg ORDER BY id LIMIT 1) AS min_ok,
       max(id) = (SELECT id FROM agg ORDER BY id DESC NULLS LAST LIMIT 1) AS max_ok FROM agg;
SELECT min(id) IS NULL AS empty_min FROM agg WHERE false;
SET parallel_setup_cost = 0;
SET parallel_tuple_cost = 0;
SET min_parallel_table_scan_size = 0;
SET max_parallel_workers_per_gather = 2;
EXPLAIN (COSTS OFF) SELECT min(id), max(id) FROM agg;
SELECT left(min(id)::text, 10), left(max(id)::text, 10) FROM agg;
RESET parallel_setup_cost;
RESET parallel_tuple_cost;
RESET min_parallel_table_scan_size;
RESET max_parallel_workers_per_gather;
-- with a btree index, min/max read the ends of the index
CREATE INDEX agg_id ON agg (id);
ANALYZE agg;
CREATE FUNCTION pg_temp.plan(q text) RETURNS SETOF text LANGUAGE plpgsql AS $$
DECLARE r text;
BEGIN
  FOR r IN EXECUTE 'EXPLAIN (COSTS OFF) ' || q LOOP RETURN NEXT r; END LOOP;
END $$;
SELECT count(*) AS max_reads_the_index_end
FROM pg_temp.plan('SELECT max(id) FROM agg') AS l WHERE l LIKE '%Index Only Scan Backward using agg_id%';
DROP TABLE agg;

-- range partitioning by time through ULID bounds, with pruning
CREATE TABLE events (id ulid NOT NULL, body text) PARTITION BY RANGE (id);
CREATE TABLE events_2025_05 PARTITION OF events
  FOR VALUES FROM ('2025-05-01'::timestamptz::ulid) TO ('2025-06-01'::timestamptz::ulid);
CREATE TABLE events_2025_06 PARTITION OF events
  FOR VALUES FROM ('2025-06-01'::timestamptz::ulid) TO ('2025-07-01'::timestamptz::ulid);
INSERT INTO events SELECT gen_ulid('2025-05-01'::timestamptz + g * interval '1 hour'), 'e' || g
FROM generate_series(0, 1400) g;
SELECT tableoid::regclass, count(*) FROM events GROUP BY 1 ORDER BY 1;
INSERT INTO events VALUES (ulid_min('2025-07-01 00:00:00+00'), 'too late');
EXPLAIN (COSTS OFF) SELECT count(*) FROM events WHERE id >= '2025-06-10'::timestamptz::ulid;
EXPLAIN (COSTS OFF) SELECT count(*) FROM events
WHERE id BETWEEN ulid_min('2025-05-03') AND ulid_max('2025-05-04 23:59:59.999');
SELECT count(*) FROM events WHERE id BETWEEN ulid_min('2025-05-03 00:00+00') AND ulid_max('2025-05-04 23:59:59.999+00');

-- BRIN on a time-ordered ulid column answers time-range queries (minmax-multi
-- and bloom: brin_multi_bloom)
CREATE TABLE log AS SELECT ulid_min('2025-01-01'::timestamptz + g * interval '1 second') AS id, g
FROM generate_series(1, 100000) g;
CREATE INDEX log_brin ON log USING brin (id) WITH (pages_per_range = 8);
ANALYZE log;
SET enable_seqscan = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM log WHERE id >= '2025-01-02'::timestamptz::ulid AND id < '2025-01-02 01:00'::timestamptz::ulid;
SELECT count(*) FROM log WHERE id >= '2025-01-02 00:00+00'::timestamptz::ulid AND id < '2025-01-02 01:00+00'::timestamptz::ulid;
SELECT pg_relation_size('log_brin') < pg_relation_size('log') / 100 AS brin_is_tiny;
DROP INDEX log_brin;
SELECT g, ulid_timestamp(id) FROM log WHERE id = '01JGFK27900000000000000000';
RESET enable_seqscan;
DROP TABLE log;

-- comparison with uuid, without casts
SELECT '01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid = '01563df3-6481-d676-4c61-efb99302bd5b'::uuid AS ulid_eq_uuid,
       '01563df3-6481-d676-4c61-efb99302bd5b'::uuid = '01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid AS uuid_eq_ulid,
       '01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid < 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid AS lt,
       '01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid <> '01563df3-6481-d676-4c61-efb99302bd5c'::uuid AS ne;
CREATE TABLE u_side AS SELECT gen_random_uuid() AS id, g FROM generate_series(1, 2000) g;
CREATE TABLE l_side AS SELECT id::ulid AS id, g FROM u_side WHERE g % 2 = 0;
ANALYZE u_side;
ANALYZE l_side;
SET enable_mergejoin = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM u_side u JOIN l_side l ON l.id = u.id;
SELECT count(*) FROM u_side u JOIN l_side l ON l.id = u.id AND l.g = u.g;
RESET enable_mergejoin;
SET enable_hashjoin = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM u_side u JOIN l_side l ON l.id = u.id;
SELECT count(*) FROM u_side u JOIN l_side l ON l.id = u.id AND l.g = u.g;
RESET enable_hashjoin;
CREATE INDEX l_side_id ON l_side (id);
SET enable_seqscan = off;
EXPLAIN (COSTS OFF) SELECT g FROM l_side WHERE id = '01563df3-6481-d676-4c61-efb99302bd5b'::uuid;
RESET enable_seqscan;
-- a ulid compared with an untyped literal is still read as a ulid
SELECT count(*) FROM l_side WHERE id > '00000000000000000000000000';
SELECT count(*) FROM u_side WHERE id > '00000000-0000-0000-0000-000000000000';
DROP TABLE u_side, l_side;
