--
-- ulid.uuidv7: ULIDs that are also valid UUIDv7 (RFC 9562: version nibble
-- 0111 in the high nibble of byte 6, variant 10 in the top two bits of byte
-- 8, 74 random bits).  Checked here from the uuid text, without PostgreSQL
-- 18's uuid functions (sql/uuidv7_pg18.sql checks those too).
--

-- helpers, read from the uuid text: version, variant, the 48-bit timestamp
CREATE FUNCTION pg_temp.version(u ulid) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT ('x' || substr(u::uuid::text, 15, 1))::bit(4)::int $$;
CREATE FUNCTION pg_temp.variant(u ulid) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT ('x' || substr(u::uuid::text, 20, 1))::bit(4)::int >> 2 $$;
CREATE FUNCTION pg_temp.ms(u ulid) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT ('x' || substr(replace(u::uuid::text, '-', ''), 1, 12))::bit(48)::bigint $$;
-- the helpers on RFC 9562's example UUIDv7 (appendix A.6)
SELECT pg_temp.version(u), pg_temp.variant(u), pg_temp.ms(u) AS ms
FROM (SELECT '017f22e2-79b0-7cc3-98c4-dc0c0c07398f'::ulid AS u) s;

-- ulid_is_uuidv7(): RFC 9562's example is one; a nibble or two bits off, not
SELECT u, ulid_is_uuidv7(u::ulid)
FROM (VALUES ('017f22e2-79b0-7cc3-98c4-dc0c0c07398f'),
             ('017f22e2-79b0-6cc3-98c4-dc0c0c07398f'),	-- version 6
             ('017f22e2-79b0-8cc3-98c4-dc0c0c07398f'),	-- version 8
             ('017f22e2-79b0-7cc3-d8c4-dc0c0c07398f'),	-- variant 11
             ('017f22e2-79b0-7cc3-58c4-dc0c0c07398f'),	-- variant 01
             ('017f22e2-79b0-7000-8000-000000000000'),	-- the lowest of its millisecond
             ('017f22e2-79b0-7fff-bfff-ffffffffffff'),	-- the highest
             ('00000000-0000-0000-0000-000000000000'),
             ('ffffffff-ffff-ffff-ffff-ffffffffffff')) v(u);
SELECT ulid_is_uuidv7(NULL) IS NULL AS strict;
-- every one of the 16 x 4 combinations of version nibble and variant bits
SELECT count(*) FILTER (WHERE ulid_is_uuidv7(u)) AS valid,
       count(*) FILTER (WHERE ulid_is_uuidv7(u) <> (pg_temp.version(u) = 7 AND pg_temp.variant(u) = 2)) AS disagree
FROM (SELECT format('017f22e2-79b0-%sfff-%sfff-ffffffffffff', to_hex(v), to_hex(var * 4 + 3))::ulid AS u
      FROM generate_series(0, 15) v, generate_series(0, 3) var) s;

-- the setting: boolean, off by default, any user may set it
SELECT name, setting, vartype, context, boot_val FROM pg_settings WHERE name = 'ulid.uuidv7';
SHOW ulid.uuidv7;
SET ulid.uuidv7 = maybe;

-- off: the ULID layout (gen_random_ulid(): the fraction's top 4 bits where a
-- UUIDv7 has its version, random bits where it has its variant: about 1 in
-- 64 is a UUIDv7 by chance; gen_ulid(timestamptz): 80 random bits)
CREATE TEMP TABLE off AS
  SELECT n, gen_ulid() AS g, gen_random_ulid() AS r, gen_monotonic_ulid() AS m,
         gen_ulid('2025-01-01 00:00:00+00') AS t
  FROM generate_series(1, 10000) n;
SELECT count(*) FILTER (WHERE ulid_is_uuidv7(r)) BETWEEN 1 AND 1000 AS random_mostly_not_v7,
       count(*) FILTER (WHERE ulid_is_uuidv7(t)) BETWEEN 1 AND 1000 AS at_time_mostly_not_v7,
       count(DISTINCT get_byte(r::bytea, 8) >> 6) = 4 AS random_every_variant
FROM off;
DROP TABLE off;

-- on: the ids of each generator are UUIDv7, for ulid_is_uuidv7() and read
-- from the bytes (version 7, variant 10), and ulid_timestamp() is their first
-- 48 bits (test/t/033_generators.pl checks 1,000,000 ids of each: also their order,
-- the +1 steps of gen_ulid() and the spread of the random bits)
SET ulid.uuidv7 = on;
SHOW ulid.uuidv7;
SELECT count(*) AS ids, count(*) FILTER (WHERE ulid_is_uuidv7(u)) AS uuidv7,
       count(*) FILTER (WHERE get_byte(b, 6) >> 4 = 7 AND get_byte(b, 8) >> 6 = 2) AS version_7_variant_10,
       count(*) FILTER (WHERE (extract(epoch FROM ulid_timestamp(u)) * 1000)::bigint =
                              ((get_byte(b, 0)::bigint << 40) | (get_byte(b, 1)::bigint << 32) |
                               (get_byte(b, 2)::bigint << 24) | (get_byte(b, 3)::bigint << 16) |
                               (get_byte(b, 4)::bigint << 8) | get_byte(b, 5))) AS timestamp_agrees
FROM (SELECT u, u::bytea AS b
      FROM (SELECT gen_ulid() FROM generate_series(1, 1000) UNION ALL
            SELECT gen_random_ulid() FROM generate_series(1, 1000) UNION ALL
            SELECT gen_monotonic_ulid() FROM generate_series(1, 1000) UNION ALL
            SELECT gen_ulid(clock_timestamp()) FROM generate_series(1, 1000)) s(u)) s;

-- gen_ulid(timestamptz): that millisecond
SELECT gen_ulid('2025-01-01 00:00:00+00')::uuid::text LIKE '01941f29-7c00-7___-____-____________' AS at_2025,
       ulid_timestamp(gen_ulid('2025-01-01 00:00:00.123999+00')) AS truncated,
       ulid_is_uuidv7(gen_ulid('10889-08-02 05:31:50.655+00')) AS last_ms;
-- timestamps are the current time: between the clock's readings around the
-- call (at most 1 ms past the second: a switch of ulid.uuidv7 above may have
-- moved gen_ulid() to the next millisecond); ids of both kinds sort together
SELECT date_trunc('milliseconds', c0) <= ulid_timestamp(g) AND ulid_timestamp(g) <= c1 + interval '1 ms' AS near_now
FROM (SELECT clock_timestamp() AS c0, gen_ulid() AS g, clock_timestamp() AS c1 OFFSET 0) s;
SELECT gen_ulid('2025-01-01 00:00:00.001+00') > ulid_max('2025-01-01 00:00:00+00') AS v7_after_ulid_of_earlier_ms;

-- the scopes: SET LOCAL ends with the transaction
SET ulid.uuidv7 = off;
BEGIN;
SET LOCAL ulid.uuidv7 = on;
SELECT bool_and(ulid_is_uuidv7(gen_random_ulid())) AS local_on FROM generate_series(1, 1000);
COMMIT;
SHOW ulid.uuidv7;
SELECT count(*) FILTER (WHERE ulid_is_uuidv7(gen_random_ulid())) < 1000 AS off_again FROM generate_series(1, 1000);
-- a function's SET clause
CREATE FUNCTION pg_temp.v7_id() RETURNS ulid LANGUAGE sql SET ulid.uuidv7 = on AS $$ SELECT gen_ulid() $$;
SELECT bool_and(ulid_is_uuidv7(pg_temp.v7_id())) AS function_set FROM generate_series(1, 1000);
SHOW ulid.uuidv7;

-- the setting changes between two calls in one millisecond: gen_ulid() stays
-- strictly increasing (the state is carried over to the other layout) and
-- runs ahead of the clock by one millisecond at most (1,000 calls here,
-- 100,000 in test/t/033_generators.pl)
CREATE FUNCTION pg_temp.gen_in(layout_on boolean, monotonic boolean) RETURNS ulid LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('ulid.uuidv7', CASE WHEN layout_on THEN 'on' ELSE 'off' END, false);
  RETURN CASE WHEN monotonic THEN gen_monotonic_ulid() ELSE gen_ulid() END;
END $$;
CREATE TEMP TABLE sw AS
  SELECT n, n % 3 = 0 OR n % 7 = 0 AS layout_on, pg_temp.gen_in(n % 3 = 0 OR n % 7 = 0, false) AS g,
         (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS clock_ms
  FROM generate_series(1, 1000) n;
SELECT count(*) AS calls,
       count(*) FILTER (WHERE layout_on AND NOT ulid_is_uuidv7(g)) AS on_but_not_v7,
       count(*) FILTER (WHERE g <= p) AS not_increasing,
       count(*) FILTER (WHERE pg_temp.ms(g) > clock_ms + 1) AS more_than_1ms_ahead
FROM (SELECT layout_on, g, clock_ms, lag(g) OVER (ORDER BY n) AS p FROM sw) x;
DROP TABLE sw;
-- gen_monotonic_ulid(): the same across the server, one layout per session
CREATE TEMP TABLE swm AS
  SELECT n, n % 2 = 0 AS layout_on, pg_temp.gen_in(n % 2 = 0, true) AS m FROM generate_series(1, 1000) n;
SELECT count(*) FILTER (WHERE layout_on AND NOT ulid_is_uuidv7(m)) AS on_but_not_v7,
       count(*) FILTER (WHERE m <= p) AS not_increasing
FROM (SELECT layout_on, m, lag(m) OVER (ORDER BY n) AS p FROM swm) x;
DROP TABLE swm;
CREATE EXTENSION dblink;
SELECT dblink_connect('v7', format('dbname=%s host=%s port=%s user=%s options=-culid.uuidv7=on',
  current_database(), split_part(current_setting('unix_socket_directories'), ',', 1),
  current_setting('port'), current_user)) AS connected;
SELECT * FROM dblink('v7', 'SHOW ulid.uuidv7') AS t(other_session text);
SET ulid.uuidv7 = off;
CREATE TEMP TABLE two (n serial, on_side boolean, u ulid);
DO $$
BEGIN
  FOR i IN 1..2000 LOOP
    INSERT INTO two (on_side, u) VALUES (false, gen_monotonic_ulid());
    INSERT INTO two (on_side, u)
      SELECT true, v FROM dblink('v7', 'SELECT gen_monotonic_ulid()') AS t(v ulid);
  END LOOP;
END $$;
SELECT count(*) AS values_from_two_sessions,
       count(*) FILTER (WHERE on_side AND NOT ulid_is_uuidv7(u)) AS on_but_not_v7,
       count(*) FILTER (WHERE u <= p) AS not_increasing
FROM (SELECT on_side, u, lag(u) OVER (ORDER BY n) AS p FROM two) x;
SELECT dblink_disconnect('v7');
DROP TABLE two;
DROP EXTENSION dblink;
RESET ulid.uuidv7;

-- any user may set it, also per role and per database: an existing column
-- with DEFAULT gen_ulid() switches without DDL
CREATE ROLE regress_uuidv7_user;
SET ROLE regress_uuidv7_user;
SET ulid.uuidv7 = on;
SHOW ulid.uuidv7;
RESET ulid.uuidv7;
RESET ROLE;
DROP ROLE regress_uuidv7_user;
CREATE TABLE uuidv7_events (id ulid PRIMARY KEY DEFAULT gen_ulid(), seq serial, phase text);
INSERT INTO uuidv7_events (phase) SELECT 'before' FROM generate_series(1, 1000);
DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET ulid.uuidv7 = on', current_database()); END $$;
\c
SHOW ulid.uuidv7;
INSERT INTO uuidv7_events (phase) SELECT 'database' FROM generate_series(1, 1000);
DO $$ BEGIN EXECUTE format('ALTER DATABASE %I RESET ulid.uuidv7', current_database()); END $$;
DO $$ BEGIN EXECUTE format('ALTER ROLE %I SET ulid.uuidv7 = on', current_user); END $$;
\c
SHOW ulid.uuidv7;
INSERT INTO uuidv7_events (phase) SELECT 'role' FROM generate_series(1, 1000);
DO $$ BEGIN EXECUTE format('ALTER ROLE %I RESET ulid.uuidv7', current_user); END $$;
\c
SHOW ulid.uuidv7;
INSERT INTO uuidv7_events (phase) SELECT 'after' FROM generate_series(1, 1000);
SELECT phase, count(*), count(*) FILTER (WHERE ulid_is_uuidv7(id)) = count(*) AS all_v7
FROM uuidv7_events GROUP BY phase ORDER BY min(seq);
-- both kinds sort together by time: id order is insertion order
SELECT bool_and(a = b) AS id_order_is_insert_order
FROM (SELECT row_number() OVER (ORDER BY id) AS a, row_number() OVER (ORDER BY seq) AS b FROM uuidv7_events) s;
DROP TABLE uuidv7_events;
