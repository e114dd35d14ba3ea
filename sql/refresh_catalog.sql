--
-- ulid_refresh_catalog(): the catalog entries that depend on the server's
-- major version (src/sql/common.sql), written once, called by the
-- install and update scripts and once by hand after pg_upgrade.  A database
-- pg_upgraded from an older major lacks some of them; here one is removed to
-- make such a catalog (test/t/007_pg_upgrade.pl does the real pg_upgrade).
--
-- Its answer names the server's major: shown as NN.
CREATE FUNCTION pg_temp.masked(t text) RETURNS text
	LANGUAGE sql AS $$ SELECT regexp_replace(t, 'PostgreSQL [0-9]+', 'PostgreSQL NN') $$;
-- A fresh install is complete: nothing to add, nothing changed.
SELECT pg_temp.masked(ulid_refresh_catalog());
-- The function itself: invoker's rights, its own search_path, a member.
SELECT p.prosecdef, p.proconfig, p.provolatile, p.proparallel, l.lanname,
       pg_describe_object(d.classid, d.objid, 0) IS NOT NULL AS member
FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
LEFT JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
  AND d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'ulid')
WHERE p.oid = 'ulid_refresh_catalog()'::regprocedure;
-- A catalog without ulid_bloom_ops (as after pg_upgrade from PostgreSQL 13).
CREATE TABLE refresh_t (id ulid);
INSERT INTO refresh_t SELECT ulid_min('2024-01-01 00:00:00+00'::timestamptz + g * interval '1 s') FROM generate_series(1, 500) g;
ALTER EXTENSION ulid DROP OPERATOR CLASS ulid_bloom_ops USING brin;
ALTER EXTENSION ulid DROP OPERATOR FAMILY ulid_bloom_ops USING brin;
DROP OPERATOR FAMILY ulid_bloom_ops USING brin;
-- Only a superuser may add it; the error says what is missing.
CREATE ROLE regress_refresh_user;
SET ROLE regress_refresh_user;
\set VERBOSITY terse
SELECT ulid_refresh_catalog();
\set VERBOSITY default
RESET ROLE;
-- A superuser adds it, once.
SELECT pg_temp.masked(ulid_refresh_catalog());
SELECT pg_temp.masked(ulid_refresh_catalog());
-- It is a member of the extension again (class and family), commented, and works.
SELECT pg_describe_object(d.classid, d.objid, 0) AS member
FROM pg_depend d
WHERE d.refclassid = 'pg_extension'::regclass AND d.deptype = 'e'
  AND d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'ulid')
  AND pg_describe_object(d.classid, d.objid, 0) LIKE '%bloom%'
ORDER BY 1;
SELECT obj_description(c.oid, 'pg_opclass') FROM pg_opclass c WHERE c.opcname = 'ulid_bloom_ops';
CREATE INDEX refresh_t_bloom ON refresh_t USING brin (id ulid_bloom_ops);
SET enable_seqscan = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM refresh_t WHERE id = ulid_min('2024-01-01 00:01:40+00');
SELECT count(*) FROM refresh_t WHERE id = ulid_min('2024-01-01 00:01:40+00');
RESET enable_seqscan;
DROP TABLE refresh_t;
DROP ROLE regress_refresh_user;
