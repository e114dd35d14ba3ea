-- ulid_managed_move.sql: moves a database from the managed edition (schema
-- ulid_managed, ulid_managed.sql or the pg_tle extension ulid_managed) to the
-- native ulid extension, in one transaction, without rewriting a table.
-- See doc/managed.md, "Moving to the native type".
--
--   psql -v ON_ERROR_STOP=1 -f src/managed/ulid_managed_move.sql
--
-- as the owner of the tables (the database owner if it owns everything),
-- once the server has the native extension (its files installed; on
-- PostgreSQL 13+ it is a trusted extension, so the database owner can create
-- it).  Any error rolls the whole move back.
--
-- What it does:
--   1. CREATE EXTENSION ulid (in public, unless it is there already);
--   2. keeps the definitions of the views that use the managed objects
--      (their columns or functions) and drops them, newest first;
--   3. ALTER TABLE ... ALTER COLUMN ... TYPE public.ulid for every column of
--      type ulid_managed.ulid (one ALTER TABLE per table).  uuid -> ulid is
--      a binary-coercible cast of the native extension, and the domain has
--      no constraint, so the table keeps its file (the same relfilenode);
--      the indexes on those columns, and the foreign keys that use them,
--      are rebuilt (the operator class changes from uuid_ops to ulid_ops),
--      other indexes are kept;
--   4. every default that calls a managed function calls the native
--      function of the same name instead;
--   5. re-creates the views (the managed functions' names replaced by the
--      native ones), oldest first;
--   6. drops the managed edition: DROP EXTENSION ulid_managed, or its
--      functions, the domain and the schema -- without CASCADE, so anything
--      still using them stops the move.
--
-- Not handled (the script stops with an error, nothing is changed): arrays
-- of the domain, materialized views, functions of your own whose signature
-- names ulid_managed.ulid, views that depend on the views it re-creates.
-- Re-created views lose their grants and comments: grant them again.
\set ON_ERROR_STOP 1
BEGIN;
SET LOCAL search_path = pg_catalog;	-- every name in the generated SQL is qualified
SET LOCAL TimeZone = 'UTC';

CREATE EXTENSION IF NOT EXISTS ulid SCHEMA public;

-- 2. the views that depend on a managed column or function
CREATE TEMP TABLE ulid_move_views ON COMMIT DROP AS
	SELECT DISTINCT v.oid, v.oid::regclass::text AS name, pg_get_viewdef(v.oid) AS def
	FROM pg_depend d
	JOIN pg_rewrite r ON d.classid = 'pg_rewrite'::regclass AND d.objid = r.oid
	JOIN pg_class v ON v.oid = r.ev_class AND v.relkind = 'v'
	LEFT JOIN pg_attribute a ON d.refclassid = 'pg_class'::regclass AND a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
	LEFT JOIN pg_proc p ON d.refclassid = 'pg_proc'::regclass AND p.oid = d.refobjid
	WHERE a.atttypid = 'ulid_managed.ulid'::regtype
		OR p.pronamespace = 'ulid_managed'::regnamespace
		OR (d.refclassid = 'pg_type'::regclass AND d.refobjid = 'ulid_managed.ulid'::regtype);
SELECT format('DROP VIEW %s', name) FROM ulid_move_views ORDER BY oid DESC \gexec

-- 3. the columns, one ALTER TABLE per table
SELECT format('ALTER TABLE %s %s', c.oid::regclass,
		string_agg(format('ALTER COLUMN %I TYPE public.ulid', a.attname), ', ' ORDER BY a.attnum))
	FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
	WHERE a.atttypid = 'ulid_managed.ulid'::regtype AND a.attnum > 0 AND NOT a.attisdropped
		AND c.relkind IN ('r', 'p') AND a.attinhcount = 0
	GROUP BY c.oid ORDER BY c.oid \gexec

-- 4. the defaults that call a managed function
SELECT DISTINCT format('ALTER TABLE %s ALTER COLUMN %I SET DEFAULT %s', c.oid::regclass, a.attname,
		replace(pg_get_expr(ad.adbin, ad.adrelid), 'ulid_managed.', 'public.'))
	FROM pg_attrdef ad
	JOIN pg_depend d ON d.classid = 'pg_attrdef'::regclass AND d.objid = ad.oid AND d.refclassid = 'pg_proc'::regclass
	JOIN pg_proc p ON p.oid = d.refobjid AND p.pronamespace = 'ulid_managed'::regnamespace
	JOIN pg_class c ON c.oid = ad.adrelid
	JOIN pg_attribute a ON a.attrelid = ad.adrelid AND a.attnum = ad.adnum \gexec

-- 5. the views again
SELECT format('CREATE VIEW %s AS %s', name, replace(def, 'ulid_managed.', 'public.'))
	FROM ulid_move_views ORDER BY oid \gexec

-- 6. the managed edition
SELECT 'DROP EXTENSION ulid_managed' WHERE EXISTS (SELECT FROM pg_extension WHERE extname = 'ulid_managed') \gexec
SELECT format('DROP FUNCTION %s', p.oid::regprocedure)
	FROM pg_proc p WHERE p.pronamespace = 'ulid_managed'::regnamespace ORDER BY p.oid \gexec
SELECT 'DROP DOMAIN ulid_managed.ulid' WHERE to_regtype('ulid_managed.ulid') IS NOT NULL \gexec
DROP SCHEMA ulid_managed;
COMMIT;
