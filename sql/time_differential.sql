--
-- Differential test of the time comparisons id <op> timestamptz: a corpus of
-- query shapes, each run with the operators (form "op"), with the function
-- form ulid_timestamp(id) <op> X (form "fn", which stays as written), and
-- against the truth: the same query on a stored timestamptz column ts that
-- holds each row's ulid_timestamp(id), computed once at insert.  Each pair of
-- results is compared as multisets (EXCEPT ALL both ways); the test prints
-- the number of comparisons and of mismatches (which must be 0), any
-- mismatching query, and the plans that show the indexes, partition pruning
-- and constraint exclusion each form keeps.  The session TimeZone is not UTC
-- (with DST), and X is also given as a timestamp without time zone.
--
SET TimeZone = 'America/New_York';
SET client_min_messages = warning;
-- (plans with enable_seqscan = off cost enough to be compiled: not here)
SET jit = off;

-- Placeholders of a shape: @(a) is the compared value of alias a (a.id,
-- <type>_timestamp(a.id) or a.ts), $T the table, $X and $Y two times
-- ($Y = $X + 1 hour), $F the form (for the views).
CREATE TABLE dt_shapes (name text PRIMARY KEY, sql text NOT NULL, on_all_tables bool NOT NULL DEFAULT false);
INSERT INTO dt_shapes VALUES
 ('where >=', 'SELECT t.id FROM $T t WHERE @(t) >= $X', true),
 ('where >', 'SELECT t.id FROM $T t WHERE @(t) > $X', true),
 ('where <=', 'SELECT t.id FROM $T t WHERE @(t) <= $X', true),
 ('where <', 'SELECT t.id FROM $T t WHERE @(t) < $X', true),
 ('where X <= id', 'SELECT t.id FROM $T t WHERE $X <= @(t)', true),
 ('where X > id', 'SELECT t.id FROM $T t WHERE $X > @(t)', true),
 ('where between', 'SELECT t.id FROM $T t WHERE @(t) BETWEEN $X AND $Y', true),
 ('where not', 'SELECT t.id FROM $T t WHERE NOT (@(t) >= $X)', true),
 ('where or', 'SELECT t.id FROM $T t WHERE @(t) < $X OR @(t) >= $Y', true),
 ('where is not true', 'SELECT t.id FROM $T t WHERE (@(t) < $X) IS NOT TRUE', false),
 ('where stable X', 'SELECT t.id FROM $T t WHERE @(t) >= $X + interval ''0 s'' AND @(t) < $Y + interval ''0 s''', true),
 ('where initplan X', 'SELECT t.id FROM $T t WHERE @(t) > (SELECT $X)', true),
 ('where timestamp X', 'SELECT t.id FROM $T t WHERE @(t) >= ($X)::timestamp', false),
 ('target list', 'SELECT t.id, @(t) >= $X, @(t) < $X, NOT (@(t) > $X), @(t) <= $Y FROM $T t', false),
 ('case', 'SELECT t.id, CASE WHEN @(t) >= $Y THEN ''late'' WHEN @(t) < $X THEN ''early'' ELSE ''mid'' END FROM $T t', false),
 ('join on', 'SELECT a.id, b.id FROM $T a JOIN $T b ON a.g = b.g AND b.n = a.n + 7 AND @(b) >= $X', false),
 ('left join on', 'SELECT a.id, b.id FROM $T a LEFT JOIN $T b ON b.n = a.n + 1 AND @(b) < $X', false),
 ('having', 'SELECT g, count(*) FROM $T t GROUP BY g HAVING count(*) FILTER (WHERE @(t) >= $X) > 2 AND bool_or(@(t) < $Y)', false),
 ('aggregate filter', 'SELECT g, count(*) FILTER (WHERE @(t) >= $X), bool_and(@(t) < $Y) FROM $T t GROUP BY g', false),
 ('grouping sets', 'SELECT @(t) >= $X AS r, count(*) FROM $T t GROUP BY GROUPING SETS ((@(t) >= $X), ()) HAVING count(*) > 1', false),
 ('rollup', 'SELECT @(t) >= $X AS r, g, count(*) FROM $T t GROUP BY ROLLUP ((@(t) >= $X), g)', false),
 ('cube having', 'SELECT @(t) >= $X AS r, @(t) < $Y AS s, count(*) FROM $T t GROUP BY CUBE ((@(t) >= $X), (@(t) < $Y)) HAVING count(*) > 1 OR bool_or(@(t) < $X)', false),
 ('window', 'SELECT t.id, count(*) FILTER (WHERE @(t) >= $X) OVER (PARTITION BY g), sum((@(t) < $Y)::int) OVER (ORDER BY t.id) FROM $T t', false),
 ('window partition', 'SELECT t.id, rank() OVER (PARTITION BY @(t) >= $X ORDER BY t.id) FROM $T t', false),
 ('in subquery', 'SELECT t.id FROM $T t WHERE t.n IN (SELECT s.n FROM $T s WHERE @(s) >= $X)', false),
 ('exists', 'SELECT t.id FROM $T t WHERE EXISTS (SELECT FROM $T s WHERE s.g = t.g AND s.n > t.n AND @(s) < $X)', false),
 ('scalar subquery', 'SELECT d.g, (SELECT count(*) FROM $T s WHERE s.g = d.g AND @(s) >= $X) FROM (SELECT DISTINCT g FROM $T) d', false),
 ('cte', 'WITH w AS (SELECT t.id, t.g FROM $T t WHERE @(t) >= $X) SELECT g, count(*) FROM w GROUP BY g', false),
 ('cte materialized', 'WITH w AS MATERIALIZED (SELECT t.* FROM $T t) SELECT t.id FROM w t WHERE @(t) < $Y', false),
 ('lateral', 'SELECT d.g, l.c FROM (SELECT DISTINCT g FROM $T) d, LATERAL (SELECT count(*) AS c FROM $T s WHERE s.g = d.g AND @(s) >= $X) l', false),
 ('union', 'SELECT t.id FROM $T t WHERE @(t) < $X UNION SELECT t.id FROM $T t WHERE @(t) >= $Y', false),
 ('view', 'SELECT v.id FROM dt_view_$F v WHERE v.g <> 3', false),
 ('distinct on', 'SELECT DISTINCT ON (g) g, @(t) >= $X FROM $T t ORDER BY g, t.id', false),
 ('order limit', 'SELECT t.id FROM $T t WHERE @(t) >= $X ORDER BY t.id LIMIT 50', false);

-- For each type: a table of ids over nine days and at the edges of the
-- times used as X (the lowest and highest id of their time unit), the
-- type's lowest and highest ids and a null id; ts = the id's time.
CREATE FUNCTION dt_fill(typ text) RETURNS void LANGUAGE plpgsql AS $f$
DECLARE
	tfn text := typ || '_timestamp';
	tbl text := 'dt_' || typ;
BEGIN
	EXECUTE format('CREATE TABLE %I (id %s, ts timestamptz, g int, n int)', tbl, typ);
	EXECUTE format($$INSERT INTO %I (id) SELECT gen_%s('2026-06-01 00:00+00'::timestamptz + g * interval '12 min 57.370371 s')
	  FROM generate_series(0, 999) g$$, tbl, CASE typ WHEN 'ulid' THEN 'ulid' WHEN 'ulid_flake' THEN 'ulid_flake' ELSE 'baseuid' END);
	EXECUTE format($$INSERT INTO %I (id) SELECT v FROM dt_x x, LATERAL (VALUES (%s_min(x.x)), (%s_max(x.x))) m(v)
	  WHERE x.x >= '2026-01-01' AND x.x < '2027-01-01'$$, tbl, typ, typ);
	EXECUTE format('INSERT INTO %I (id) VALUES (NULL)', tbl);
	EXECUTE format('INSERT INTO %I (id) SELECT %s FROM (VALUES (1), (2)) v(k)', tbl,
	  CASE typ WHEN 'ulid' THEN $$CASE k WHEN 1 THEN '00000000000000000000000000'::ulid ELSE '7ZZZZZZZZZZZZZZZZZZZZZZZZZ'::ulid END$$
	           WHEN 'ulid_flake' THEN $$CASE k WHEN 1 THEN 0::bigint::ulid_flake ELSE 9223372036854775807::bigint::ulid_flake END$$
	           ELSE $$CASE k WHEN 1 THEN '--------------------'::baseuid ELSE 'zzzzzzzzzzzzzzzzzzzz'::baseuid END$$ END);
	EXECUTE format('UPDATE %I SET ts = %s(id), g = abs(hashtext(id::text)) %% 7, n = abs(hashtext(id::text || ''n'')) %% 5000', tbl, tfn);
	EXECUTE format('CREATE INDEX ON %I (id)', tbl);
	-- partitioned by RANGE (id), and by RANGE (<type>_timestamp(id)), each with
	-- a default partition (the null id, the ends)
	EXECUTE format('CREATE TABLE %I (id %s, ts timestamptz, g int, n int) PARTITION BY RANGE (id)', tbl || '_pid', typ);
	EXECUTE format($$CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%s_min('2026-06-01 00:00+00')) TO (%s_min('2026-06-04 00:00+00'))$$, tbl || '_pid1', tbl || '_pid', typ, typ);
	EXECUTE format($$CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%s_min('2026-06-04 00:00+00')) TO (%s_min('2026-06-07 00:00+00'))$$, tbl || '_pid2', tbl || '_pid', typ, typ);
	EXECUTE format($$CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%s_min('2026-06-07 00:00+00')) TO (%s_min('2026-06-10 00:00+00'))$$, tbl || '_pid3', tbl || '_pid', typ, typ);
	EXECUTE format('CREATE TABLE %I PARTITION OF %I DEFAULT', tbl || '_pidd', tbl || '_pid');
	EXECUTE format('INSERT INTO %I SELECT * FROM %I', tbl || '_pid', tbl);
	EXECUTE format('CREATE TABLE %I (id %s, ts timestamptz, g int, n int) PARTITION BY RANGE (%s(id))', tbl || '_pfn', typ, tfn);
	EXECUTE format($$CREATE TABLE %I PARTITION OF %I FOR VALUES FROM ('2026-06-01 00:00+00') TO ('2026-06-04 00:00+00')$$, tbl || '_pfn1', tbl || '_pfn');
	EXECUTE format($$CREATE TABLE %I PARTITION OF %I FOR VALUES FROM ('2026-06-04 00:00+00') TO ('2026-06-07 00:00+00')$$, tbl || '_pfn2', tbl || '_pfn');
	EXECUTE format($$CREATE TABLE %I PARTITION OF %I FOR VALUES FROM ('2026-06-07 00:00+00') TO ('2026-06-10 00:00+00')$$, tbl || '_pfn3', tbl || '_pfn');
	EXECUTE format('CREATE TABLE %I PARTITION OF %I DEFAULT', tbl || '_pfnd', tbl || '_pfn');
	EXECUTE format('INSERT INTO %I SELECT * FROM %I', tbl || '_pfn', tbl);
	-- inheritance: children with CHECK constraints on the time function (and
	-- on the id for the middle one)
	EXECUTE format('CREATE TABLE %I (id %s, ts timestamptz, g int, n int)', tbl || '_inh', typ);
	EXECUTE format($$CREATE TABLE %I (CHECK (%s(id) >= '2026-06-01 00:00+00' AND %s(id) < '2026-06-04 00:00+00')) INHERITS (%I)$$, tbl || '_inh1', tfn, tfn, tbl || '_inh');
	EXECUTE format($$CREATE TABLE %I (CHECK (id >= %s_min('2026-06-04 00:00+00') AND id < %s_min('2026-06-07 00:00+00'))) INHERITS (%I)$$, tbl || '_inh2', typ, typ, tbl || '_inh');
	EXECUTE format($$CREATE TABLE %I (CHECK (%s(id) >= '2026-06-07 00:00+00' AND %s(id) < '2026-06-10 00:00+00')) INHERITS (%I)$$, tbl || '_inh3', tfn, tfn, tbl || '_inh');
	EXECUTE format($$INSERT INTO %I SELECT * FROM %I WHERE ts >= '2026-06-01 00:00+00' AND ts < '2026-06-04 00:00+00'$$, tbl || '_inh1', tbl);
	EXECUTE format($$INSERT INTO %I SELECT * FROM %I WHERE ts >= '2026-06-04 00:00+00' AND ts < '2026-06-07 00:00+00'$$, tbl || '_inh2', tbl);
	EXECUTE format($$INSERT INTO %I SELECT * FROM %I WHERE ts >= '2026-06-07 00:00+00' AND ts < '2026-06-10 00:00+00'$$, tbl || '_inh3', tbl);
	EXECUTE format($$INSERT INTO %I SELECT * FROM %I WHERE ts IS NULL OR ts < '2026-06-01 00:00+00' OR ts >= '2026-06-10 00:00+00'$$, tbl || '_inh', tbl);
	-- BRIN (minmax), in id order
	EXECUTE format('CREATE TABLE %I AS SELECT * FROM %I ORDER BY id', tbl || '_brin', tbl);
	EXECUTE format('CREATE INDEX ON %I USING brin (id) WITH (pages_per_range = 2)', tbl || '_brin');
	EXECUTE format('ANALYZE %I, %I, %I, %I, %I', tbl, tbl || '_pid', tbl || '_pfn', tbl || '_inh', tbl || '_brin');
END $f$;

-- X: a day boundary, a row's exact time and a microsecond on either side of
-- it (in the session's zone and in UTC), a DST change, the infinities, null;
-- the core ones are used for every shape, the others for the WHERE shapes
-- on the plain table
CREATE TABLE dt_x (x timestamptz, core bool);
INSERT INTO dt_x VALUES ('2026-06-05 00:00:00+00', true), ('2026-06-03 17:25:49.123457-04', false),
  ('2026-06-07 23:59:59.999999+00', false), ('2026-06-08 00:00:00.000001+00', false),
  ('2026-11-01 01:30:00-04', false), ('-infinity', true), ('infinity', true), (NULL, true);
INSERT INTO dt_x SELECT ulid_timestamp(gen_ulid('2026-06-06 12:34:56.789+00')) + d * interval '1 microsecond', d = 0
FROM generate_series(-1, 1) d;
SELECT dt_fill('ulid');
SELECT dt_fill('ulid_flake');
SELECT dt_fill('baseuid');
SELECT 'ulid' AS t, count(*), count(id), min(ts), max(ts) FILTER (WHERE ts < '3000-01-01') FROM dt_ulid
UNION ALL SELECT 'ulid_flake', count(*), count(id), min(ts), max(ts) FILTER (WHERE ts < '3000-01-01') FROM dt_ulid_flake
UNION ALL SELECT 'baseuid', count(*), count(id), min(ts), max(ts) FILTER (WHERE ts < '3000-01-01') FROM dt_baseuid;

-- the query of one shape in one form (op, fn, ts or late: ts + 1 us, a
-- truth that is wrong on purpose)
CREATE FUNCTION dt_query(shape text, form text, typ text, tbl text, x timestamptz) RETURNS text
LANGUAGE sql STABLE AS $f$
SELECT replace(replace(replace(replace(regexp_replace(shape, '@\((\w+)\)',
         CASE form WHEN 'op' THEN '\1.id' WHEN 'fn' THEN typ || '_timestamp(\1.id)'
                   WHEN 'ts' THEN '\1.ts' ELSE '(\1.ts + interval ''1 microsecond'')' END, 'g'),
       '$T', tbl), '$Y', coalesce(quote_literal(x + interval '1 hour'), 'NULL') || '::timestamptz'),
       '$X', coalesce(quote_literal(x), 'NULL') || '::timestamptz'), '$F', typ || '_' || form)
$f$;

-- Every shape (or the WHERE shapes only), the WHERE shapes also on the
-- partitioned, inherited and BRIN tables, for every X, each form of forms
-- against the truth ts (or 'late', wrong on purpose): checks, mismatches,
-- the first mismatching query.
CREATE FUNCTION dt_run(typ text, forms text[], where_only bool, truth text DEFAULT 'ts')
RETURNS TABLE (form text, checks int, mismatches int, first_mismatch text) LANGUAGE plpgsql AS $f$
DECLARE
	s record;
	x timestamptz;
	tbl text;
	a text;
	b text;
	bad bigint;
BEGIN
	-- the views: one per form, over the plain table
	FOREACH form IN ARRAY forms || truth LOOP
		EXECUTE format('CREATE OR REPLACE TEMP VIEW %I AS %s', 'dt_view_' || typ || '_' || form,
		               dt_query($$SELECT t.id, t.g FROM $T t WHERE @(t) >= '2026-06-05 00:00+00'::timestamptz$$, form, typ, 'dt_' || typ, NULL));
	END LOOP;
	FOREACH form IN ARRAY forms LOOP
		checks := 0; mismatches := 0; first_mismatch := NULL;
		FOR s IN SELECT * FROM dt_shapes WHERE on_all_tables OR NOT where_only ORDER BY name LOOP
			FOREACH tbl IN ARRAY CASE WHEN s.on_all_tables THEN ARRAY['', '_pid', '_pfn', '_inh', '_brin'] ELSE ARRAY[''] END LOOP
				FOR x IN SELECT dt_x.x FROM dt_x WHERE core OR (s.on_all_tables AND tbl = '') LOOP
					a := dt_query(s.sql, form, typ, 'dt_' || typ || tbl, x);
					b := dt_query(s.sql, truth, typ, 'dt_' || typ || tbl, x);
					EXECUTE format('SELECT count(*) FROM ((%s EXCEPT ALL %s) UNION ALL (%s EXCEPT ALL %s)) d',
					               '(' || a || ')', '(' || b || ')', '(' || b || ')', '(' || a || ')') INTO bad;
					checks := checks + 1;
					IF bad > 0 THEN
						mismatches := mismatches + 1;
						first_mismatch := coalesce(first_mismatch, a);
					END IF;
				END LOOP;
			END LOOP;
		END LOOP;
		RETURN NEXT;
	END LOOP;
END $f$;

-- every shape with the default plans, the operators of every type and the
-- function form of ulid
SELECT 'ulid' AS type, * FROM dt_run('ulid', '{op,fn}', false);
SELECT 'ulid_flake' AS type, * FROM dt_run('ulid_flake', '{op}', false);
SELECT 'baseuid' AS type, * FROM dt_run('baseuid', '{op}', false);
-- the WHERE shapes through the indexes only, and in parallel
SET enable_seqscan = off;
SELECT 'ulid' AS type, * FROM dt_run('ulid', '{op}', true);
SELECT 'ulid_flake' AS type, * FROM dt_run('ulid_flake', '{op}', true);
SELECT 'baseuid' AS type, * FROM dt_run('baseuid', '{op}', true);
RESET enable_seqscan;
SET parallel_setup_cost = 0;
SET parallel_tuple_cost = 0;
SET min_parallel_table_scan_size = 0;
SET max_parallel_workers_per_gather = 2;
SET parallel_leader_participation = off;
SELECT 'ulid_flake' AS type, * FROM dt_run('ulid_flake', '{op}', true);
EXPLAIN (COSTS OFF) SELECT count(*) FROM dt_ulid_flake WHERE id >= '2026-06-05 00:00+00'::timestamptz;
SELECT count(*) FROM dt_ulid_flake WHERE id >= '2026-06-05 00:00+00'::timestamptz;
SELECT count(*) FROM dt_ulid_flake WHERE ts >= '2026-06-05 00:00+00'::timestamptz;
RESET parallel_setup_cost;
RESET parallel_tuple_cost;
RESET min_parallel_table_scan_size;
RESET max_parallel_workers_per_gather;
RESET parallel_leader_participation;
-- the test can fail: against a truth one microsecond off, mismatches
SELECT checks > 0 AS ran, mismatches > 0 AS caught FROM dt_run('ulid', '{op}', true, 'late');

-- the query of the report: the grand total's r is null, as PostgreSQL gives it
SELECT ulid_timestamp(id) >= timestamptz '2026-06-05 00:00+00' AS r, count(*)
FROM dt_ulid GROUP BY GROUPING SETS ((ulid_timestamp(id)), ()) HAVING count(*) > 1000;
SELECT id >= timestamptz '2026-06-05 00:00+00' AS r, count(*)
FROM dt_ulid GROUP BY GROUPING SETS ((id >= timestamptz '2026-06-05 00:00+00'), ()) ORDER BY r NULLS FIRST;

-- pruning kept, each by its own form: the operator on RANGE (id), the
-- function form on RANGE (<type>_timestamp(id)), one partition each
EXPLAIN (COSTS OFF) SELECT count(*) FROM dt_ulid_pid WHERE id >= '2026-06-08 00:00+00'::timestamptz AND id < '2026-06-09 00:00+00'::timestamptz;
EXPLAIN (COSTS OFF) SELECT count(*) FROM dt_ulid_pfn WHERE ulid_timestamp(id) >= '2026-06-08 00:00+00' AND ulid_timestamp(id) < '2026-06-09 00:00+00';
EXPLAIN (COSTS OFF) SELECT count(*) FROM dt_ulid_flake_pfn WHERE ulid_flake_timestamp(id) < '2026-06-02 00:00+00' AND ulid_flake_timestamp(id) >= '2026-06-01 00:00+00';
EXPLAIN (COSTS OFF) SELECT count(*) FROM dt_baseuid_pid WHERE id BETWEEN '2026-06-04 01:00+00'::timestamptz AND '2026-06-04 02:00+00'::timestamptz;
-- constraint exclusion on inheritance: the CHECK on the time function
-- excludes the third child for the function form, the CHECK on the id the
-- second for the operator (the parent is always scanned)
EXPLAIN (COSTS OFF) SELECT count(*) FROM dt_ulid_inh WHERE ulid_timestamp(id) >= '2026-06-01 00:00+00' AND ulid_timestamp(id) < '2026-06-02 00:00+00';
EXPLAIN (COSTS OFF) SELECT count(*) FROM dt_ulid_inh WHERE id >= '2026-06-01 01:00+00'::timestamptz AND id < '2026-06-01 02:00+00'::timestamptz;
-- BRIN and the btree
SET enable_seqscan = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM dt_ulid_brin WHERE id >= '2026-06-08 00:00+00'::timestamptz;
RESET enable_seqscan;
EXPLAIN (COSTS OFF) SELECT id FROM dt_baseuid WHERE id < '2026-06-01 02:00+00'::timestamptz;

-- generic and custom plans of a parameter: the same rows as the truth
PREPARE dt_op(timestamptz, timestamptz) AS SELECT count(*) FROM dt_ulid_pid WHERE id >= $1 AND id < $2;
PREPARE dt_ts(timestamptz, timestamptz) AS SELECT count(*) FROM dt_ulid_pid WHERE ts >= $1 AND ts < $2;
SET plan_cache_mode = force_generic_plan;
EXPLAIN (COSTS OFF) EXECUTE dt_op('2026-06-05 00:00+00', '2026-06-05 06:00+00');
SELECT x, (SELECT count(*) FROM dt_ulid_pid WHERE id >= x AND id < x + interval '6 hours') AS op,
       (SELECT count(*) FROM dt_ulid_pid WHERE ts >= x AND ts < x + interval '6 hours') AS ts
FROM dt_x ORDER BY x NULLS FIRST;
EXECUTE dt_op('2026-06-05 00:00+00', '2026-06-05 06:00+00');
EXECUTE dt_ts('2026-06-05 00:00+00', '2026-06-05 06:00+00');
EXECUTE dt_op('-infinity', 'infinity');
EXECUTE dt_ts('-infinity', 'infinity');
SET plan_cache_mode = force_custom_plan;
EXPLAIN (COSTS OFF) EXECUTE dt_op('2026-06-05 00:00+00', '2026-06-05 06:00+00');
EXECUTE dt_op('2026-06-05 00:00+00', '2026-06-05 06:00+00');
EXECUTE dt_op('infinity', 'infinity');
EXECUTE dt_ts('infinity', 'infinity');
RESET plan_cache_mode;
DEALLOCATE dt_op;
DEALLOCATE dt_ts;
