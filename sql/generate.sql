-- Generators: gen_ulid(), gen_ulid(timestamptz), gen_random_ulid(),
-- gen_monotonic_ulid() (this suite runs with ulid in shared_preload_libraries).

-- helpers: the 48-bit timestamp and the 80-bit random part, as numbers
CREATE FUNCTION pg_temp.ms(u ulid) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT ('x' || substr(replace(u::uuid::text, '-', ''), 1, 12))::bit(48)::bigint $$;
-- (one expression each, so that the planner inlines them: 16 + 32 + 32 bits)
CREATE FUNCTION pg_temp.rnd(u ulid) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT (('x' || substr(replace(u::uuid::text, '-', ''), 13, 4))::bit(16)::bigint::numeric * 18446744073709551616
        + ('x' || substr(replace(u::uuid::text, '-', ''), 17, 8))::bit(32)::bigint::numeric * 4294967296
        + ('x' || substr(replace(u::uuid::text, '-', ''), 25, 8))::bit(32)::bigint::numeric)::numeric(25, 0) $$;
SELECT pg_temp.ms('01ARYZ6S41TSV4RRFFQ69G5FAV'), pg_temp.rnd('0000000000000000000000000Z'),
       pg_temp.rnd('7ZZZZZZZZZZZZZZZZZZZZZZZZZ') = 2::numeric ^ 80 - 1 AS max_rnd;
-- gen_ulid() and gen_random_ulid(): the tick (the 48-bit ms and the 12-bit
-- sub-millisecond clock fraction after it, 1/4096 ms) and the 68 bits after it
CREATE FUNCTION pg_temp.tick(u ulid) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT ('x' || substr(replace(u::uuid::text, '-', ''), 1, 15))::bit(60)::bigint $$;
CREATE FUNCTION pg_temp.rnd68(u ulid) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT (('x' || substr(replace(u::uuid::text, '-', ''), 16, 1))::bit(4)::bigint::numeric * 18446744073709551616
        + ('x' || substr(replace(u::uuid::text, '-', ''), 17, 8))::bit(32)::bigint::numeric * 4294967296
        + ('x' || substr(replace(u::uuid::text, '-', ''), 25, 8))::bit(32)::bigint::numeric)::numeric(21, 0) $$;
-- the tick of a clock reading in microseconds (clock_timestamp()): the
-- fraction of its first nanosecond
CREATE FUNCTION pg_temp.tick_of(t timestamptz) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT floor(floor(extract(epoch FROM t) * 1000000) * 4096 / 1000)::bigint $$;
SELECT pg_temp.tick('01ARYZ6S41TSV4RRFFQ69G5FAV') >> 12 = pg_temp.ms('01ARYZ6S41TSV4RRFFQ69G5FAV') AS tick_ms,
       pg_temp.rnd68('7ZZZZZZZZZZZZZZZZZZZZZZZZZ') = 2::numeric ^ 68 - 1 AS max_rnd68,
       pg_temp.tick_of('2016-07-30 22:36:16.385+00') = 1469918176385 << 12 AS tick_of_ms,
       pg_temp.tick_of('2016-07-30 22:36:16.385999+00') = (1469918176385 << 12) + 4091 AS tick_of_999us;

-- gen_ulid(): 200,000 in one statement are strictly increasing, their ticks
-- never go back, and consecutive values of the same tick differ by exactly 1
-- in the 68 bits after it; several share a millisecond (2 of 200,000 ids in
-- one millisecond, whatever the load, is not a timing assumption worth a
-- flake), and the ticks are the clock's, read on every call: between the
-- clock's readings before and after the statement, and more than one
-- distinct tick in a millisecond somewhere
SELECT clock_timestamp() AS t0 \gset
CREATE TEMP TABLE g AS SELECT n, gen_ulid() AS u FROM generate_series(1, 200000) n;
SELECT clock_timestamp() AS t1 \gset
SELECT count(*) AS pairs,
       count(*) FILTER (WHERE u <= p) AS not_increasing,
       count(*) FILTER (WHERE pg_temp.tick(u) = pg_temp.tick(p)
                          AND pg_temp.rnd68(u) - pg_temp.rnd68(p) <> 1) AS same_tick_not_plus_one,
       count(*) FILTER (WHERE pg_temp.ms(u) = pg_temp.ms(p)) > 0 AS same_ms_seen,
       count(*) FILTER (WHERE pg_temp.ms(u) = pg_temp.ms(p) AND pg_temp.tick(u) > pg_temp.tick(p)) > 0
         AS later_tick_in_a_ms_seen,
       count(*) FILTER (WHERE pg_temp.tick(u) < pg_temp.tick(p)) AS time_went_back,
       min(pg_temp.tick(u)) >= pg_temp.tick_of(:'t0') AND
       max(pg_temp.tick(u)) <= pg_temp.tick_of(:'t1'::timestamptz + interval '1 microsecond') AS ticks_of_the_clock
FROM (SELECT n, u, lag(u) OVER (ORDER BY n) AS p FROM g) x
WHERE p IS NOT NULL;
DROP TABLE g;

-- the timestamp is the wall clock at the call, not the transaction start
BEGIN;
SELECT pg_sleep(0.05);
SELECT pg_temp.ms(gen_ulid()) - (extract(epoch FROM now()) * 1000)::bigint >= 40 AS is_clock_time;
COMMIT;
-- between the clock read before and after (no elapsed time asserted)
SELECT floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint AS t0_ms \gset
SELECT gen_ulid() AS now_ulid \gset
SELECT pg_temp.ms(:'now_ulid') BETWEEN :t0_ms AND floor(extract(epoch FROM clock_timestamp()) * 1000) AS near_now;

-- gen_ulid() across 20,000 separate statements stays increasing
CREATE TEMP TABLE seq (n serial, u ulid);
\set ECHO none
SELECT 'INSERT INTO seq (u) VALUES (gen_ulid())' FROM generate_series(1, 20000) \gexec
\set ECHO all
SELECT count(*) AS statements,
       count(*) FILTER (WHERE u <= p) AS not_increasing
FROM (SELECT u, lag(u) OVER (ORDER BY n) AS p FROM seq) x;
DROP TABLE seq;

-- gen_random_ulid(): distinct, current time to the tick, not incremented
SELECT clock_timestamp() AS t0 \gset
CREATE TEMP TABLE r AS SELECT n, gen_random_ulid() AS u FROM generate_series(1, 100000) n;
SELECT count(DISTINCT u) AS distinct_values,
       min(pg_temp.tick(u)) >= pg_temp.tick_of(:'t0') AND
       max(pg_temp.tick(u)) <= pg_temp.tick_of(clock_timestamp() + interval '1 microsecond') AS near_now
FROM r;
SELECT count(*) FILTER (WHERE pg_temp.ms(u) = pg_temp.ms(p)
                          AND pg_temp.rnd(u) - pg_temp.rnd(p) = 1) AS incremented
FROM (SELECT u, lag(u) OVER (ORDER BY n) AS p FROM r) x;
DROP TABLE r;

-- gen_ulid(timestamptz): that millisecond, fresh randomness
SELECT left(gen_ulid('2025-01-01 00:00:00+00')::text, 10) AS at_2025;
SELECT left(gen_ulid('2025-01-01 00:00:00.000999+00')::text, 10) AS truncated_to_the_ms;
SELECT left(gen_ulid('2024-12-31 23:59:59.999+00')::text, 10) AS ms_before;
SELECT left(gen_ulid('2016-07-30 22:36:16.385+00')::text, 10) AS spec_example_time;
SELECT left(gen_ulid('1970-01-01 00:00:00+00')::text, 10) AS epoch;
SELECT left(gen_ulid('10889-08-02 05:31:50.655+00')::text, 10) AS last_ms;
SELECT left(gen_ulid('2025-01-01 09:00:00+09')::text, 10) AS other_zone_same_instant;
SELECT count(DISTINCT gen_ulid('2025-01-01 00:00:00+00')) AS distinct_tails FROM generate_series(1, 1000);
SELECT gen_ulid(NULL::timestamptz) IS NULL AS strict;
SELECT gen_ulid('infinity');
SELECT gen_ulid('-infinity');
SELECT gen_ulid('1969-12-31 23:59:59.999+00');
SELECT gen_ulid('10889-08-02 05:31:50.656+00');
DO $$
BEGIN
  PERFORM gen_ulid('1900-01-01'::timestamptz);
EXCEPTION WHEN datetime_field_overflow THEN
  RAISE NOTICE 'caught %', SQLSTATE;
END $$;

-- gen_monotonic_ulid(): strictly increasing, also between sessions; within a
-- millisecond a random step of 1 .. 2^32 (so most steps are far above 2^16)
CREATE TEMP TABLE m AS SELECT n, gen_monotonic_ulid() AS u FROM generate_series(1, 50000) n;
SELECT count(*) FILTER (WHERE u <= p) AS not_increasing,
       count(*) FILTER (WHERE same_ms AND d NOT BETWEEN 1 AND 2::numeric ^ 32) AS same_ms_step_out_of_range,
       count(*) FILTER (WHERE same_ms AND d > 65536) > count(*) FILTER (WHERE same_ms) / 2 AS steps_mostly_above_2_16
FROM (SELECT u, p, pg_temp.ms(u) = pg_temp.ms(p) AS same_ms, pg_temp.rnd(u) - pg_temp.rnd(p) AS d
      FROM (SELECT u, lag(u) OVER (ORDER BY n) AS p FROM m) y) x;
DROP TABLE m;
CREATE EXTENSION dblink;
SELECT dblink_connect('other', format('dbname=%s host=%s port=%s',
  current_database(), split_part(current_setting('unix_socket_directories'), ',', 1),
  current_setting('port'))) AS connected;
CREATE TEMP TABLE alternating (n serial, u ulid);
DO $$
BEGIN
  FOR i IN 1..1000 LOOP
    INSERT INTO alternating (u) VALUES (gen_monotonic_ulid());
    INSERT INTO alternating (u)
      SELECT v FROM dblink('other', 'SELECT gen_monotonic_ulid()') AS t(v ulid);
  END LOOP;
END $$;
SELECT count(*) AS values_from_two_sessions,
       count(*) FILTER (WHERE u <= p) AS not_increasing
FROM (SELECT u, lag(u) OVER (ORDER BY n) AS p FROM alternating) x;
SELECT dblink_disconnect('other');
DROP TABLE alternating;
DROP EXTENSION dblink;

-- as a column default
CREATE TABLE events (id ulid PRIMARY KEY DEFAULT gen_ulid(), seq serial, body text);
INSERT INTO events (body) SELECT 'e' || g FROM generate_series(1, 5000) g;
SELECT bool_and(a = b) AS id_order_is_insert_order
FROM (SELECT row_number() OVER (ORDER BY id) AS a, row_number() OVER (ORDER BY seq) AS b FROM events) s;
DROP TABLE events;
