--
-- Native partitioning of a ulid table by month (README, "Native partitioning"):
-- bounds written as timestamptz::ulid, rows at the edges of a month, plan-time
-- pruning for id ranges, runtime pruning for now()-relative bounds (initial
-- pruning, shown as "Subplans Removed"), retention by DETACH ... CONCURRENTLY
-- and DROP TABLE.  Output must not depend on the current date: the now()
-- partitions get fixed names and EXPLAIN shows only the expression.
--
-- pruning is what is shown: scans are sequential whatever the statistics say
SET enable_indexscan = off;
SET enable_bitmapscan = off;
CREATE TABLE ev (id ulid NOT NULL, body text) PARTITION BY RANGE (id);
CREATE TABLE ev_2026_09 PARTITION OF ev
  FOR VALUES FROM ('2026-09-01 00:00+00'::timestamptz::ulid) TO ('2026-10-01 00:00+00'::timestamptz::ulid);
CREATE TABLE ev_2026_10 PARTITION OF ev
  FOR VALUES FROM ('2026-10-01 00:00+00'::timestamptz::ulid) TO ('2026-11-01 00:00+00'::timestamptz::ulid);
CREATE TABLE ev_2026_11 PARTITION OF ev
  FOR VALUES FROM ('2026-11-01 00:00+00'::timestamptz::ulid) TO ('2026-12-01 00:00+00'::timestamptz::ulid);
CREATE TABLE ev_2026_12 PARTITION OF ev
  FOR VALUES FROM ('2026-12-01 00:00+00'::timestamptz::ulid) TO ('2027-01-01 00:00+00'::timestamptz::ulid);
CREATE INDEX ON ev (id);

-- the partition bounds are the lowest ULIDs of midnight UTC on the 1st
SELECT c.relname, pg_get_expr(c.relpartbound, c.oid) AS bound
FROM pg_class c WHERE c.relispartition AND c.relname LIKE 'ev\_2026\_%' ORDER BY c.relname;

-- one row per hour of Sep-Dec 2026, plus the edges of every month
INSERT INTO ev SELECT gen_ulid(t), 'hour' FROM generate_series('2026-09-01 00:00+00'::timestamptz,
  '2026-12-31 23:00+00', interval '1 hour') t;
INSERT INTO ev SELECT e.id, e.body FROM (VALUES
  (ulid_min('2026-11-01 00:00:00.000+00'), 'first id of November'),
  (ulid_max('2026-10-31 23:59:59.999+00'), 'last id of October'),
  (gen_ulid('2026-10-31 23:59:59.999+00'), 'October, last millisecond'),
  (gen_ulid('2026-11-01 00:00:00.000+00'), 'November, first millisecond'),
  (ulid_max('2026-11-30 23:59:59.999+00'), 'last id of November')) e(id, body);
SELECT tableoid::regclass AS partition, body FROM ev WHERE body <> 'hour' ORDER BY id;
SELECT tableoid::regclass AS partition, count(*) FROM ev GROUP BY 1 ORDER BY 1;
-- rows outside every partition are refused
INSERT INTO ev VALUES (ulid_min('2027-01-01 00:00+00'), 'January');

-- plan-time pruning: an id range touches only the partitions it overlaps
EXPLAIN (COSTS OFF) SELECT count(*) FROM ev
  WHERE id >= '2026-11-01 00:00+00'::timestamptz::ulid AND id < '2026-12-01 00:00+00'::timestamptz::ulid;
EXPLAIN (COSTS OFF) SELECT count(*) FROM ev
  WHERE id BETWEEN ulid_min('2026-10-15 00:00+00') AND ulid_max('2026-11-15 00:00+00');
EXPLAIN (COSTS OFF) SELECT * FROM ev WHERE id = ulid_max('2026-10-31 23:59:59.999+00');
-- a uuid value prunes too (ulid = uuid is in the partition key's operator family)
EXPLAIN (COSTS OFF) SELECT * FROM ev WHERE id = ulid_max('2026-10-31 23:59:59.999+00')::uuid;
SELECT body FROM ev WHERE id = ulid_max('2026-10-31 23:59:59.999+00')::uuid;
SELECT count(*) FROM ev
  WHERE id >= '2026-11-01 00:00+00'::timestamptz::ulid AND id < '2026-12-01 00:00+00'::timestamptz::ulid;
SELECT count(*) FROM ev WHERE ulid_timestamp(id) >= '2026-11-01 00:00+00' AND ulid_timestamp(id) < '2026-12-01 00:00+00';

-- runtime pruning: a parameter, planned generically
SET plan_cache_mode = force_generic_plan;
PREPARE since(timestamptz) AS SELECT count(*) FROM ev WHERE id >= $1::ulid;
EXPLAIN (COSTS OFF) EXECUTE since('2026-11-15 00:00+00');
EXECUTE since('2026-11-15 00:00+00');
DEALLOCATE since;
RESET plan_cache_mode;

-- runtime pruning for now()-relative bounds: partitions made around now(),
-- with names that do not depend on the date (one transaction: one now())
BEGIN;
CREATE TABLE recent (id ulid NOT NULL, body text) PARTITION BY RANGE (id);
DO $$
DECLARE
  m timestamptz := date_trunc('month', now(), 'UTC');
BEGIN
  EXECUTE format('CREATE TABLE recent_old PARTITION OF recent FOR VALUES FROM (%L) TO (%L)',
                 ulid_min('1970-01-01 00:00+00'), ulid_min(m - interval '1 month'));
  EXECUTE format('CREATE TABLE recent_prev PARTITION OF recent FOR VALUES FROM (%L) TO (%L)',
                 ulid_min(m - interval '1 month'), ulid_min(m));
  EXECUTE format('CREATE TABLE recent_cur PARTITION OF recent FOR VALUES FROM (%L) TO (%L)',
                 ulid_min(m), ulid_min(m + interval '1 month'));
  EXECUTE format('CREATE TABLE recent_next PARTITION OF recent FOR VALUES FROM (%L) TO (%L)',
                 ulid_min(m + interval '1 month'), ulid_min(m + interval '2 months'));
END $$;
INSERT INTO recent SELECT gen_ulid(date_trunc('month', now(), 'UTC') + g * interval '1 day'), 'd' || g
  FROM generate_series(-40, 40) g;
-- now() is stable, not immutable: the planner keeps all four partitions and
-- the executor removes the ones the bound excludes before it runs
EXPLAIN (COSTS OFF) SELECT count(*) FROM recent WHERE id >= date_trunc('month', now(), 'UTC')::ulid;
EXPLAIN (COSTS OFF) SELECT count(*) FROM recent
  WHERE id >= (date_trunc('month', now(), 'UTC') - interval '1 month')::ulid
    AND id < date_trunc('month', now(), 'UTC')::ulid;
SELECT count(*) FROM recent WHERE id >= date_trunc('month', now(), 'UTC')::ulid;
SELECT count(*) = count(*) FILTER (WHERE ulid_timestamp(id) >= date_trunc('month', now(), 'UTC')) AS exact
  FROM recent WHERE id >= date_trunc('month', now(), 'UTC')::ulid;
ROLLBACK;

-- retention: detach the oldest month without blocking writers, then drop it;
-- or drop a month directly
ALTER TABLE ev DETACH PARTITION ev_2026_09 CONCURRENTLY;
DROP TABLE ev_2026_09;
DROP TABLE ev_2026_10;
SELECT tableoid::regclass AS partition, count(*) FROM ev GROUP BY 1 ORDER BY 1;
SELECT min(ulid_timestamp(id)) AT TIME ZONE 'UTC' AS oldest FROM ev;
DROP TABLE ev;
RESET enable_indexscan;
RESET enable_bitmapscan;

-- ulid_partition_time / ulid_flake_partition_time (TimescaleDB partitioning
-- functions, README "TimescaleDB"): the id's millisecond, plus 1 microsecond
-- unless the id is the lowest of its millisecond
SELECT to_char(ulid_partition_time(ulid_min('2026-11-01 00:00+00')) AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS lowest,
       to_char(ulid_partition_time(ulid_max('2026-11-01 00:00+00')) AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS highest,
       to_char(ulid_partition_time('01M6A6FT000000000000000001') AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS second,
       to_char(ulid_partition_time(ulid_max('2026-11-01 23:59:59.999+00')) AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS last_of_day,
       ulid_partition_time(NULL) AS null_in;
SELECT to_char(ulid_flake_partition_time(ulid_flake_min('2026-11-01 00:00+00')) AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS lowest,
       to_char(ulid_flake_partition_time(ulid_flake_max('2026-11-01 00:00+00')) AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS highest,
       to_char(ulid_flake_partition_time((ulid_flake_min('2026-11-01 00:00+00')::bigint + 1)::ulid_flake) AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS second,
       ulid_flake_partition_time(NULL) AS null_in;
-- order-preserving (never decreasing) and within the id's millisecond
SELECT bool_and(pt >= lag_pt OR lag_pt IS NULL) AS monotonic,
       bool_and(pt - ulid_timestamp(id) IN ('0'::interval, '1 microsecond'::interval)) AS within_ms,
       bool_and((pt = ulid_timestamp(id)) = (id = ulid_timestamp(id)::ulid)) AS zero_only_for_lowest
FROM (SELECT id, ulid_partition_time(id) AS pt, lag(ulid_partition_time(id)) OVER (ORDER BY id) AS lag_pt
      FROM (SELECT gen_ulid('2026-11-01 00:00+00'::timestamptz + (g % 50) * interval '1 millisecond') AS id FROM generate_series(1, 5000) g
            UNION ALL SELECT ulid_min('2026-11-01 00:00+00'::timestamptz + g * interval '1 millisecond') FROM generate_series(0, 49) g) s) t;
SELECT bool_and(pt >= lag_pt OR lag_pt IS NULL) AS monotonic,
       bool_and(pt - ulid_flake_timestamp(id) IN ('0'::interval, '1 microsecond'::interval)) AS within_ms,
       bool_and((pt = ulid_flake_timestamp(id)) = (id = ulid_flake_timestamp(id)::ulid_flake)) AS zero_only_for_lowest
FROM (SELECT id, ulid_flake_partition_time(id) AS pt, lag(ulid_flake_partition_time(id)) OVER (ORDER BY id) AS lag_pt
      FROM (SELECT (ulid_flake_min('2026-11-01 00:00+00'::timestamptz + (g % 50) * interval '1 millisecond')::bigint + (g * 7919) % 1048576)::ulid_flake AS id
            FROM generate_series(0, 4999) g) s) t;
