--
-- Comparisons of an id's time with a timestamp (doc/time-and-partitioning.md,
-- "Time-range queries"): id <op> timestamptz and the function forms
-- answered by the id's btree and BRIN indexes and by partition pruning; exact
-- at every boundary.  The function forms (ulid_timestamp(id) <op> X, the
-- casts) stay as written, as for any function.
-- Output must not depend on the current date: now()-relative plans show only
-- the expression.
--
SET TimeZone = 'UTC';
-- the lines of a plan that every major prints alike: nodes, conditions,
-- pruning (no row counts, buffers, InitPlan headers)
CREATE FUNCTION plan_lines(q text) RETURNS SETOF text LANGUAGE plpgsql AS $$
DECLARE
	l text;
BEGIN
	FOR l IN EXECUTE q LOOP
		l := regexp_replace(regexp_replace(btrim(l), '^->  ', ''), ' \(actual rows=[0-9.]+ loops=[0-9]+\)', '');
		CONTINUE WHEN l ~ '^(Buffers|Planning|Heap Fetches|Index Searches|InitPlan|One-Time Filter)';
		RETURN NEXT l;
	END LOOP;
END $$;

-- the operators: no =, commutators and negators; < and >= (id, timestamptz)
-- are in the btree and BRIN minmax families (in_a_family)
SELECT o.oprleft::regtype, o.oprname, o.oprright::regtype, o.oprcode,
       (SELECT c.oprname FROM pg_operator c WHERE c.oid = o.oprcom) AS commutator,
       (SELECT n.oprname FROM pg_operator n WHERE n.oid = o.oprnegate) AS negator,
       o.oprrest, p.prosupport, p.provolatile, p.proleakproof,
       EXISTS (SELECT FROM pg_amop a WHERE a.amopopr = o.oid) AS in_a_family
FROM pg_operator o JOIN pg_proc p ON p.oid = o.oprcode
WHERE 'timestamptz'::regtype IN (o.oprleft, o.oprright)
  AND (SELECT typname FROM pg_type WHERE oid IN (o.oprleft, o.oprright) AND oid <> 'timestamptz'::regtype)
      IN ('ulid', 'ulid_flake', 'baseuid')
ORDER BY o.oprleft::regtype::text, o.oprright::regtype::text, o.oprname;

CREATE TABLE tp (id ulid PRIMARY KEY, n int);
INSERT INTO tp SELECT gen_ulid('2026-06-01 00:00+00'::timestamptz + g * interval '1 minute'), g
FROM generate_series(0, 29999) g;
CREATE TABLE tpf (id ulid_flake PRIMARY KEY, n int);
INSERT INTO tpf SELECT gen_ulid_flake('2026-06-01 00:00+00'::timestamptz + g * interval '1 minute'), g
FROM generate_series(0, 29999) g;
CREATE TABLE tpb (id baseuid PRIMARY KEY, n int);
INSERT INTO tpb SELECT gen_baseuid('2026-06-01 00:00+00'::timestamptz + g * interval '1 minute'), g
FROM generate_series(0, 29999) g;
ANALYZE tp, tpf, tpb;

-- the natural form, a constant: one comparison with a constant id
EXPLAIN (COSTS OFF) SELECT count(*) FROM tp WHERE id >= '2026-06-20 00:00+00'::timestamptz;
EXPLAIN (COSTS OFF) SELECT count(*) FROM tp WHERE id BETWEEN '2026-06-10 00:00+00'::timestamptz AND '2026-06-10 01:00+00'::timestamptz;
-- (an untyped literal is read as an id: each bound needs its type)
SELECT count(*) FROM tp WHERE id BETWEEN '2026-06-10 00:00+00'::timestamptz AND '2026-06-10 01:00+00';
EXPLAIN (COSTS OFF) SELECT count(*) FROM tp WHERE '2026-06-20 00:00+00'::timestamptz < id;
-- a stable expression: >= and < are the index conditions themselves; > and
-- <= become >= and < with ulid_time_next(X), X still evaluated once
EXPLAIN (COSTS OFF) SELECT count(*) FROM tp WHERE id >= now() - interval '1 hour';
EXPLAIN (COSTS OFF) SELECT count(*) FROM tp WHERE id > now() - interval '1 hour';
EXPLAIN (COSTS OFF) SELECT count(*) FROM tp WHERE now() - interval '1 hour' >= id;
-- an array of timestamps: the index takes the lowest (or highest) of it
SET enable_seqscan = off;
SET enable_bitmapscan = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM tp WHERE id >= ANY (ARRAY['2026-06-20 00:00+00', '2026-06-19 00:00+00']::timestamptz[]);
SELECT count(*) FROM tp WHERE id >= ANY (ARRAY['2026-06-20 00:00+00', '2026-06-19 00:00+00']::timestamptz[]);
SELECT count(*) FROM tp WHERE id < ALL (ARRAY['2026-06-20 00:00+00', '2026-06-19 00:00+00']::timestamptz[]);
SELECT count(*) FROM tp WHERE id < ALL (ARRAY['2026-06-20 00:00+00', NULL]::timestamptz[]);	-- null, never true
SELECT count(*) FROM tp WHERE id < ANY (ARRAY['2026-06-02 00:00+00', '2026-06-01 12:00+00']::timestamptz[]);
SELECT count(*) FROM tpf WHERE id >= ANY (ARRAY['2026-06-20 00:00+00', 'infinity']::timestamptz[]);
SELECT count(*) FROM tpb WHERE id < ANY (ARRAY['-infinity', '2026-06-01 00:03:00.000001+00']::timestamptz[]);
RESET enable_seqscan;
RESET enable_bitmapscan;
SELECT count(*) FILTER (WHERE ulid_timestamp(id) >= '2026-06-19 00:00+00') AS ge_any,
       count(*) FILTER (WHERE ulid_timestamp(id) < '2026-06-19 00:00+00') AS lt_all,
       count(*) FILTER (WHERE ulid_timestamp(id) < '2026-06-02 00:00+00') AS lt_any
FROM tp;
SELECT count(*) FILTER (WHERE ulid_flake_timestamp(id) >= '2026-06-20 00:00+00') FROM tpf;
SELECT count(*) FILTER (WHERE baseuid_timestamp(id) < '2026-06-01 00:03:00.000001+00') FROM tpb;
-- a volatile one stays as written (one evaluation per row)
EXPLAIN (COSTS OFF) SELECT count(*) FROM tp WHERE id >= clock_timestamp() - interval '1 hour';
-- the function forms and the casts stay as written: a filter (an index on
-- the expression serves them, below)
EXPLAIN (COSTS OFF) SELECT count(*) FROM tp WHERE ulid_timestamp(id) >= '2026-06-20 00:00+00';
EXPLAIN (COSTS OFF) SELECT count(*) FROM tpf WHERE id::timestamptz < now() - interval '1 day';
EXPLAIN (COSTS OFF) SELECT count(*) FROM tpb WHERE baseuid_timestamp(id) >= '2026-06-20 00:00+00';
-- the other types
EXPLAIN (COSTS OFF) SELECT count(*) FROM tpf WHERE id >= '2026-06-20 00:00+00'::timestamptz;
EXPLAIN (COSTS OFF) SELECT count(*) FROM tpb WHERE id > '2026-06-20 00:00:00.000033+00'::timestamptz;
-- in subqueries, CTEs, sublinks and views
SELECT plan_lines($$EXPLAIN (COSTS OFF) WITH w AS MATERIALIZED (SELECT id FROM tp WHERE id >= '2026-06-20 00:00+00'::timestamptz)
SELECT count(*) FROM w WHERE EXISTS (SELECT FROM tpf WHERE tpf.id < '2026-06-02 00:00+00'::timestamptz)$$);
CREATE VIEW tp_recent AS SELECT * FROM tp WHERE id >= '2026-06-20 00:00+00'::timestamptz;
EXPLAIN (COSTS OFF) SELECT count(*) FROM (SELECT * FROM tp_recent) s;
-- under NOT: the exact negation
EXPLAIN (COSTS OFF) SELECT count(*) FROM tp WHERE NOT (id >= '2026-06-02 00:00+00'::timestamptz);
EXPLAIN (COSTS OFF) SELECT count(*) FROM tp WHERE NOT (id >= now() - interval '1 hour');
-- the ends: nothing (id < the lowest id), everything (id >= it), null
EXPLAIN (COSTS OFF) SELECT count(*) FROM tp WHERE id > 'infinity'::timestamptz;
EXPLAIN (COSTS OFF) SELECT count(*) FROM tp WHERE id < '1969-12-31 23:59:59.999999+00'::timestamptz;
EXPLAIN (COSTS OFF) SELECT count(*) FROM tp WHERE id > '-infinity'::timestamptz;
SELECT count(*) FROM tp WHERE id < NULL::timestamptz;
EXPLAIN (COSTS OFF) SELECT count(*) FROM tpf WHERE id < '2023-12-31 23:59:59.999999+00'::timestamptz;
EXPLAIN (COSTS OFF) SELECT count(*) FROM tpf WHERE id <= '2302-09-27 15:10:22.207+00'::timestamptz;
EXPLAIN (COSTS OFF) SELECT count(*) FROM tpb WHERE id > '2262-04-11 23:47:16.854743+00'::timestamptz;
SELECT count(*) FROM tp WHERE NOT (id > 'infinity'::timestamptz);
SELECT count(*) FROM tp WHERE (id < NULL::timestamptz) IS NULL;
-- an unknown literal is still an id
EXPLAIN (COSTS OFF) SELECT * FROM tp WHERE id >= '01ARZ3NDEKTSV4RRFFQ69G5FAV';
EXPLAIN (COSTS OFF) SELECT * FROM tpf WHERE id >= '0000000000000';
SELECT count(*) FROM tp WHERE id >= '2026-06-20';	-- not a ULID
SELECT count(*) FROM tp WHERE id >= timestamptz '2026-06-20';
-- no = across the types
SELECT count(*) AS equal_operators FROM pg_operator
WHERE oprname = '=' AND 'timestamptz'::regtype IN (oprleft, oprright)
  AND ('ulid'::regtype IN (oprleft, oprright) OR 'ulid_flake'::regtype IN (oprleft, oprright) OR 'baseuid'::regtype IN (oprleft, oprright));

-- a prepared statement's generic plan: the bounds of the parameter
SET plan_cache_mode = force_generic_plan;
PREPARE recent(timestamptz) AS SELECT count(*) FROM tp WHERE id >= $1;
EXPLAIN (COSTS OFF) EXECUTE recent('2026-06-20 00:00+00');
EXECUTE recent('2026-06-20 00:00+00');
PREPARE recent_b(timestamptz, timestamptz) AS SELECT count(*) FROM tpb WHERE id BETWEEN $1 AND $2;
EXPLAIN (COSTS OFF) EXECUTE recent_b('2026-06-20 00:00+00', '2026-06-20 01:00+00');
EXECUTE recent_b('2026-06-20 00:00+00', '2026-06-20 01:00+00');
RESET plan_cache_mode;

-- BRIN, minmax and minmax-multi: the bounds are its scan keys
CREATE TABLE tbrin (id ulid, n int);
INSERT INTO tbrin SELECT id, n FROM tp ORDER BY id;
CREATE INDEX tbrin_mm ON tbrin USING brin (id);
ANALYZE tbrin;
SET enable_seqscan = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM tbrin WHERE id >= '2026-06-20 00:00+00'::timestamptz;
EXPLAIN (COSTS OFF) SELECT count(*) FROM tbrin WHERE id >= now() - interval '1 hour';
SELECT count(*) FROM tbrin WHERE id >= '2026-06-20 00:00+00'::timestamptz;
DROP INDEX tbrin_mm;
CREATE INDEX tbrin_multi ON tbrin USING brin (id ulid_minmax_multi_ops);
EXPLAIN (COSTS OFF) SELECT count(*) FROM tbrin WHERE id BETWEEN '2026-06-10 00:00+00'::timestamptz AND '2026-06-10 01:00+00'::timestamptz;
SELECT count(*) FROM tbrin WHERE id BETWEEN '2026-06-10 00:00+00'::timestamptz AND '2026-06-10 01:00+00'::timestamptz;
RESET enable_seqscan;

-- partitions by RANGE (id): pruned at plan time for a constant, at executor
-- start for a stable expression ("Subplans Removed")
CREATE TABLE tpart (id ulid NOT NULL, n int) PARTITION BY RANGE (id);
CREATE TABLE tpart_past PARTITION OF tpart FOR VALUES FROM (MINVALUE) TO ('2026-06-11 00:00+00'::timestamptz::ulid);
CREATE TABLE tpart_mid PARTITION OF tpart FOR VALUES FROM ('2026-06-11 00:00+00'::timestamptz::ulid) TO ('2026-06-21 00:00+00'::timestamptz::ulid);
CREATE TABLE tpart_late PARTITION OF tpart FOR VALUES FROM ('2026-06-21 00:00+00'::timestamptz::ulid) TO ('3000-01-01 00:00+00'::timestamptz::ulid);
CREATE TABLE tpart_future PARTITION OF tpart FOR VALUES FROM ('3000-01-01 00:00+00'::timestamptz::ulid) TO (MAXVALUE);
INSERT INTO tpart SELECT id, n FROM tp;
ANALYZE tpart;
EXPLAIN (COSTS OFF) SELECT count(*) FROM tpart WHERE id >= '2026-06-22 00:00+00'::timestamptz;
EXPLAIN (COSTS OFF) SELECT count(*) FROM tpart WHERE id < '2026-06-05 00:00+00'::timestamptz;
EXPLAIN (COSTS OFF) SELECT count(*) FROM tpart WHERE '2026-06-12 00:00+00'::timestamptz <= id AND id <= '2026-06-13 00:00+00'::timestamptz;
SELECT plan_lines($$EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF)
SELECT count(*) FROM tpart WHERE id >= now() + interval '1000 years'$$);
SELECT plan_lines($$EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF)
SELECT count(*) FROM tpart WHERE id < '2026-06-05 00:00+00'::timestamptz + interval '0 day'$$);
SET plan_cache_mode = force_generic_plan;
PREPARE part_q(timestamptz) AS SELECT count(*) FROM tpart WHERE id < $1;
SELECT plan_lines($$EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) EXECUTE part_q('2026-06-05 00:00+00')$$);
RESET plan_cache_mode;

-- Exactness.  Ids at the edges of millisecond / tick boundaries and of each
-- type's range, X at, just before and just after them: every form and
-- operator against the time computed row by row (a materialized CTE), for X
-- as a constant and as a run-time value.
CREATE TABLE ex_x (x timestamptz);
INSERT INTO ex_x SELECT t + d * interval '1 microsecond'
FROM unnest(ARRAY['1970-01-01 00:00+00', '2024-01-01 00:00+00', '2026-06-10 12:00:00.001+00',
                  '2026-06-10 12:00:00.000032+00', '2026-06-10 12:00:00.000065+00',
                  '2262-04-11 23:47:16.854743+00', '2302-09-27 15:10:22.207+00',
                  '10889-08-02 05:31:50.655+00']::timestamptz[]) t,
     generate_series(-2, 2) d;
INSERT INTO ex_x VALUES ('-infinity'), ('infinity'), ('4713-01-01 00:00+00 BC'),
  ('294276-12-31 23:59:59.999999+00'), (NULL);
-- the lowest and highest id of every time unit at those X, the type's ends,
-- and ids of every generator (both modes)
CREATE TABLE ex_u AS SELECT v AS id FROM ex_x,
  LATERAL (VALUES (ulid_min(x)), (ulid_max(x))) m(v)
  WHERE x >= '1970-01-01 00:00+00' AND x < '10889-08-02 05:31:50.656+00';
INSERT INTO ex_u VALUES ('00000000000000000000000000'), ('7ZZZZZZZZZZZZZZZZZZZZZZZZZ');
INSERT INTO ex_u SELECT gen_ulid() UNION ALL SELECT gen_random_ulid() UNION ALL SELECT gen_monotonic_ulid()
  UNION ALL SELECT gen_ulid('2026-06-10 12:00:00.001+00');
SET ulid.uuidv7 = on;
INSERT INTO ex_u SELECT gen_ulid() UNION ALL SELECT gen_random_ulid() UNION ALL SELECT gen_monotonic_ulid();
RESET ulid.uuidv7;
CREATE TABLE ex_f AS SELECT v AS id FROM ex_x,
  LATERAL (VALUES (ulid_flake_min(x)), (ulid_flake_max(x))) m(v)
  WHERE x >= '2024-01-01 00:00+00' AND x < '2302-09-27 15:10:22.208+00';
INSERT INTO ex_f VALUES (0::bigint::ulid_flake), (9223372036854775807::bigint::ulid_flake);
INSERT INTO ex_f SELECT gen_ulid_flake() UNION ALL SELECT gen_ulid_flake('2026-06-10 12:00:00.001+00');
CREATE TABLE ex_b AS SELECT v AS id FROM ex_x,
  LATERAL (VALUES (baseuid_min(x)), (baseuid_max(x))) m(v)
  WHERE x >= '1970-01-01 00:00+00' AND x <= '2262-04-11 23:47:16.854775+00';
INSERT INTO ex_b VALUES ('--------------------'), ('zzzzzzzzzzzzzzzzzzzz');
INSERT INTO ex_b SELECT gen_baseuid() UNION ALL SELECT gen_baseuid('2026-06-10 12:00:00.000032+00');
CREATE INDEX ON ex_u (id);
CREATE INDEX ON ex_f (id);
CREATE INDEX ON ex_b (id);
ANALYZE ex_x, ex_u, ex_f, ex_b;

-- For every X, operator and form: the count of the operator against the
-- count of the times computed row by row (a materialized CTE).  Forms (%1$s
-- the operator, %2$s X, %3$s the operator with its arguments swapped): X a
-- constant, X known at run time (an initplan, and a stable expression),
-- both with the arguments swapped, each also under NOT.
CREATE FUNCTION ex_check(tbl text, timefn text) RETURNS TABLE (checks int, mismatches int, mismatch text)
LANGUAGE plpgsql AS $$
DECLARE
	x timestamptz;
	op text;
	flipped text;
	f text;
	form text;
	q text;
	ref text;
	want bigint;
	got bigint;
BEGIN
	checks := 0; mismatches := 0; mismatch := NULL;
	FOR x IN SELECT e.x FROM ex_x e LOOP
		FOREACH op IN ARRAY ARRAY['<', '<=', '>', '>='] LOOP
			flipped := CASE op WHEN '<' THEN '>' WHEN '<=' THEN '>=' WHEN '>' THEN '<' ELSE '<=' END;
			FOREACH f IN ARRAY ARRAY['id %1$s %2$s', 'id %1$s (SELECT %2$s)', '%2$s %3$s id',
			                         '(SELECT %2$s) %3$s id', 'id %1$s (%2$s + interval ''0 s'')'] LOOP
				FOREACH form IN ARRAY ARRAY[f, 'NOT (' || f || ')'] LOOP
					q := format(form, op, coalesce(quote_literal(x), 'NULL') || '::timestamptz', flipped);
					ref := replace(q, 'id', 't');
					EXECUTE format('WITH m AS MATERIALIZED (SELECT %s(id) AS t FROM %I) SELECT count(*) FROM m WHERE %s',
					               timefn, tbl, ref) INTO want;
					EXECUTE format('SELECT count(*) FROM %I WHERE %s', tbl, q) INTO got;
					checks := checks + 1;
					IF got <> want THEN
						mismatches := mismatches + 1;
						mismatch := coalesce(mismatch, format('%s gives %s, want %s', q, got, want));
					END IF;
				END LOOP;
			END LOOP;
		END LOOP;
	END LOOP;
	RETURN NEXT;
END $$;
SELECT 'ulid' AS type, * FROM ex_check('ex_u', 'ulid_timestamp');
SELECT 'ulid_flake' AS type, * FROM ex_check('ex_f', 'ulid_flake_timestamp');
SELECT 'baseuid' AS type, * FROM ex_check('ex_b', 'baseuid_timestamp');
-- the same through the index only, and through sequential scans only
SET enable_seqscan = off;
SELECT 'ulid' AS type, * FROM ex_check('ex_u', 'ulid_timestamp');
SELECT 'ulid_flake' AS type, * FROM ex_check('ex_f', 'ulid_flake_timestamp');
SELECT 'baseuid' AS type, * FROM ex_check('ex_b', 'baseuid_timestamp');
RESET enable_seqscan;
SET enable_indexscan = off;
SET enable_bitmapscan = off;
SELECT 'ulid' AS type, * FROM ex_check('ex_u', 'ulid_timestamp');
SELECT 'ulid_flake' AS type, * FROM ex_check('ex_f', 'ulid_flake_timestamp');
SELECT 'baseuid' AS type, * FROM ex_check('ex_b', 'baseuid_timestamp');
RESET enable_indexscan;
RESET enable_bitmapscan;
-- the check can fail: a time one microsecond later is not what the
-- operators mean (the reference uses ex_later, the operators ulid_timestamp)
CREATE FUNCTION ex_later(ulid) RETURNS timestamptz LANGUAGE sql IMMUTABLE
  AS $$SELECT ulid_timestamp($1) + interval '1 microsecond'$$;
SELECT checks > 0 AS ran, mismatches > 0 AS caught FROM ex_check('ex_u', 'ex_later');

-- ulid_time_next at the ends: an infinity stays, the last finite time has
-- infinity after it
SELECT x, ulid_time_next(x)
FROM unnest(ARRAY['-infinity', '1969-12-31 23:59:59.999999+00', '2026-06-20 00:00+00',
                  '294276-12-31 23:59:59.999999+00', 'infinity']::timestamptz[]) x;
-- the btree comparisons agree with < at the ends of each type (-1 exactly
-- when id < X, never 0)
SELECT count(*) AS checks,
       count(*) FILTER (WHERE ulid_cmp_timestamptz(i, x) <> CASE WHEN i < x THEN -1 ELSE 1 END) AS wrong
FROM unnest(ARRAY['00000000000000000000000000', '7ZZZZZZZZZ0000000000000000', '7ZZZZZZZZZZZZZZZZZZZZZZZZZ']::ulid[]) i,
     unnest(ARRAY['-infinity', '1970-01-01 00:00+00', '1970-01-01 00:00:00.000001+00',
                  '10889-08-02 05:31:50.655+00', '10889-08-02 05:31:50.655001+00', 'infinity']::timestamptz[]) x;
SELECT count(*) AS checks,
       count(*) FILTER (WHERE ulid_flake_cmp_timestamptz(i, x) <> CASE WHEN i < x THEN -1 ELSE 1 END) AS wrong
FROM unnest(ARRAY['0000000000000', '0000000010000', '7ZZZZZZZYZZZZ', '7ZZZZZZZZZZZZ']::ulid_flake[]) i,
     unnest(ARRAY['-infinity', '2024-01-01 00:00+00', '2024-01-01 00:00:00.001+00',
                  '2302-09-27 15:10:22.207+00', '2302-09-27 15:10:22.207001+00', 'infinity']::timestamptz[]) x;
SELECT count(*) AS checks,
       count(*) FILTER (WHERE baseuid_cmp_timestamptz(i, x) <> CASE WHEN i < x THEN -1 ELSE 1 END) AS wrong
FROM (SELECT gen_baseuid(t) AS i FROM unnest(ARRAY['1970-01-01 00:00:00.000032+00', '2262-04-11 23:47:16.854743+00']::timestamptz[]) t) g,
     unnest(ARRAY['-infinity', '1970-01-01 00:00:00.000032+00', '1970-01-01 00:00:00.000033+00',
                  '2262-04-11 23:47:16.854743+00', '2262-04-11 23:47:16.854744+00', 'infinity']::timestamptz[]) x;

-- A table with an index on the time function itself (a workaround of
-- earlier releases: no index on the id): the function form uses that index,
-- as for any function; the operator form, which that index cannot answer,
-- scans.
CREATE TABLE texpr (id ulid NOT NULL, n int);
INSERT INTO texpr SELECT id, n FROM tp;
CREATE INDEX texpr_time ON texpr (ulid_timestamp(id));
CREATE TABLE tpartial (id ulid PRIMARY KEY, n int);
INSERT INTO tpartial SELECT id, n FROM tp;
CREATE INDEX tpartial_recent ON tpartial (n) WHERE ulid_timestamp(id) >= '2026-06-20 00:00+00';
ANALYZE texpr, tpartial;
EXPLAIN (COSTS OFF) SELECT count(*) FROM texpr WHERE ulid_timestamp(id) >= '2026-06-20 00:00+00';
EXPLAIN (COSTS OFF) SELECT count(*) FROM texpr WHERE id >= '2026-06-20 00:00+00'::timestamptz;
EXPLAIN (COSTS OFF) SELECT n FROM tpartial WHERE ulid_timestamp(id) >= '2026-06-20 00:00+00' AND n = 29000;
SELECT count(*) FROM texpr WHERE ulid_timestamp(id) >= '2026-06-20 00:00+00';

-- Planted objects.  The support function knows the operator functions by
-- their library file and C symbol, and looks up ulid_time_next in its own
-- schema only: functions and operators of the same names in a schema
-- first on the search_path change nothing for OPERATOR(public.>=) ...
CREATE SCHEMA planted;
CREATE FUNCTION planted.ulid_time_next(timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE
  AS $$SELECT '-infinity'::timestamptz$$;
CREATE FUNCTION planted.always(ulid, timestamptz) RETURNS bool LANGUAGE sql IMMUTABLE AS 'SELECT true';
CREATE OPERATOR planted.>= (LEFTARG = ulid, RIGHTARG = timestamptz, FUNCTION = planted.always);
SET search_path = planted, public;
EXPLAIN (COSTS OFF) SELECT count(*) FROM tp WHERE id OPERATOR(public.>=) now() - interval '1 hour';
EXPLAIN (COSTS OFF) SELECT count(*) FROM tp WHERE id OPERATOR(public.>) now() - interval '1 hour';
SELECT count(*) FROM tp WHERE id OPERATOR(public.>) '2026-06-20 00:00+00'::timestamptz + interval '0 day';
EXPLAIN (COSTS OFF) SELECT count(*) FROM tp WHERE id OPERATOR(public.>=) '2026-06-20 00:00+00'::timestamptz;
SELECT count(*) FROM tp WHERE id OPERATOR(public.>=) '2026-06-20 00:00+00'::timestamptz;
-- ... and the planted operator, which the search_path picks, keeps its own meaning
EXPLAIN (COSTS OFF) SELECT count(*) FROM tp WHERE id >= '2026-06-20 00:00+00'::timestamptz;
RESET search_path;
-- a function that names the support function but is not one of the
-- operators (an SQL function, a C function of another symbol) is left alone
CREATE FUNCTION planted.fake_ge(ulid, timestamptz) RETURNS bool LANGUAGE plpgsql IMMUTABLE
  SUPPORT ulid_time_support AS 'BEGIN RETURN true; END';
CREATE FUNCTION planted.fake_c(ulid, timestamptz) RETURNS bool LANGUAGE C IMMUTABLE STRICT
  SUPPORT ulid_time_support AS '$libdir/ulid', 'pgulid_timestamp';
EXPLAIN (COSTS OFF) SELECT count(*) FROM tp WHERE planted.fake_ge(id, '2026-06-20 00:00+00');
EXPLAIN (COSTS OFF) SELECT count(*) FROM tp WHERE planted.fake_c(id, '2026-06-20 00:00+00');
DROP SCHEMA planted CASCADE;

-- What the support function remembers is forgotten when the catalog
-- changes: a rolled-back savepoint, the extension dropped and made again in
-- a transaction (new OIDs for everything) and rolled back, DISCARD ALL, and
-- another role.
BEGIN;
SAVEPOINT s;
SELECT count(*) FROM tp WHERE id >= 'garbage'::timestamptz;
ROLLBACK TO SAVEPOINT s;
EXPLAIN (COSTS OFF) SELECT count(*) FROM tp WHERE id >= now() - interval '1 hour';
COMMIT;
BEGIN;
SET LOCAL client_min_messages = warning;
DROP EXTENSION ulid CASCADE;
CREATE EXTENSION ulid;
CREATE TABLE tnew (id ulid PRIMARY KEY);
INSERT INTO tnew SELECT gen_ulid('2026-06-01 00:00+00'::timestamptz + g * interval '1 minute') FROM generate_series(0, 999) g;
EXPLAIN (COSTS OFF) SELECT count(*) FROM tnew WHERE id >= now() - interval '1 hour';
SELECT count(*) FROM tnew WHERE id >= '2026-06-01 16:00+00'::timestamptz + interval '0 s';
ROLLBACK;
EXPLAIN (COSTS OFF) SELECT count(*) FROM tp WHERE id >= now() - interval '1 hour';
SELECT count(*) FROM tp WHERE id >= '2026-06-20 00:00+00'::timestamptz + interval '0 s';
DISCARD ALL;
SET TimeZone = 'UTC';
EXPLAIN (COSTS OFF) SELECT count(*) FROM tp WHERE id >= '2026-06-20 00:00+00'::timestamptz;
CREATE ROLE regress_time_other;
GRANT SELECT ON tp TO regress_time_other;
SET ROLE regress_time_other;
EXPLAIN (COSTS OFF) SELECT count(*) FROM tp WHERE id >= now() - interval '1 hour';
SELECT count(*) FROM tp WHERE id >= '2026-06-20 00:00+00'::timestamptz;
RESET ROLE;
REVOKE SELECT ON tp FROM regress_time_other;
DROP ROLE regress_time_other;

-- an X known only at run time beyond the type's times, and a null id: the
-- comparisons are null for the null id (also under NOT), as the function
-- form is, for every type and both argument orders (a generic plan: the
-- rewrite of a parameter)
CREATE TABLE tnull (k int, u ulid, f ulid_flake, b baseuid);
INSERT INTO tnull VALUES (1, NULL, NULL, NULL),
  (2, '7ZZZZZZZZZZZZZZZZZZZZZZZZZ', 9223372036854775807::bigint::ulid_flake, 'zzzzzzzzzzzzzzzzzzzz'),
  (3, '00000000000000000000000000', 0::bigint::ulid_flake, '--------------------'),
  (4, ulid_min('2026-06-05 00:00+00'), ulid_flake_min('2026-06-05 00:00+00'), baseuid_min('2026-06-05 00:00+00'));
SET plan_cache_mode = force_generic_plan;
PREPARE tn(timestamptz) AS
SELECT k, x AS ok FROM tnull, LATERAL (VALUES
  ((u >= $1) IS NOT DISTINCT FROM (ulid_timestamp(u) >= $1)),
  ((NOT (u >= $1)) IS NOT DISTINCT FROM (NOT (ulid_timestamp(u) >= $1))),
  (($1 > u) IS NOT DISTINCT FROM ($1 > ulid_timestamp(u))),
  ((NOT (u <= $1)) IS NOT DISTINCT FROM (NOT (ulid_timestamp(u) <= $1))),
  ((NOT (f > $1)) IS NOT DISTINCT FROM (NOT (ulid_flake_timestamp(f) > $1))),
  ((NOT (f < $1)) IS NOT DISTINCT FROM (NOT (ulid_flake_timestamp(f) < $1))),
  ((NOT (b >= $1)) IS NOT DISTINCT FROM (NOT (baseuid_timestamp(b) >= $1))),
  ((NOT ($1 >= b)) IS NOT DISTINCT FROM (NOT ($1 >= baseuid_timestamp(b))))) v(x)
WHERE NOT x;
PREPARE tq(timestamptz) AS SELECT k FROM tnull WHERE NOT (u >= $1);
EXPLAIN (COSTS OFF) EXECUTE tq('infinity');
EXECUTE tq('infinity');
EXECUTE tn('infinity');
EXECUTE tn('-infinity');
EXECUTE tn('20000-01-01 00:00+00');
EXECUTE tn('1900-01-01 00:00+00');
EXECUTE tn('2026-06-05 00:00+00');
EXECUTE tn(NULL);
SELECT count(*) AS rows, count(*) FILTER (WHERE NOT (u >= now() + interval '20000 years')) AS not_ge FROM tnull;
DEALLOCATE tn;
DEALLOCATE tq;
RESET plan_cache_mode;
DROP TABLE tnull;
