-- ulid_managed_move.sql: moves a database from the managed edition (schema
-- ulid_managed, ulid_managed.sql or the pg_tle extension ulid_managed) to the
-- native ulid extension, in one transaction, without rewriting a table, and
-- changing nothing but the type.  See doc/managed.md, "Moving to the native
-- type".
--
--   psql -v ON_ERROR_STOP=1 -f src/managed/ulid_managed_move.sql
--   psql -v ON_ERROR_STOP=1 -v text_changes=accept -f ...   (see 1f below)
--
-- as the owner of the tables (the database owner if it owns everything),
-- once the server has the native extension (its files installed; it needs
-- PostgreSQL 15 or later and is a trusted extension, so the database owner
-- can create it).  Any error rolls the whole move back.
--
-- What it does:
--   1. checks, before it changes anything, and stops with an error naming
--      what it cannot move (doc/managed.md lists each error):
--      a. the managed edition is there (domain ulid_managed.ulid);
--      b. nothing else uses the domain, its array type or the managed
--         functions than table columns, the views it re-creates (below),
--         column defaults and the edition itself;
--      c. nothing it cannot re-create depends on a managed column or on a
--         view it re-creates: row security policies, triggers, rules of
--         tables, generated columns, materialized views, functions whose
--         signature names such a view's row type;
--      d. no partition key uses a managed column (doc/managed.md has the
--         recipe for those tables);
--      e. every table and view it changes is owned by a role the session
--         can SET ROLE to (the current role, a role it is a member of, any
--         role for a superuser), and so is every role that granted a
--         privilege on such a view: each is changed as its owner, so it
--         keeps its owner and nobody's rights grow;
--      f. stored expressions that turn a ulid into text (id::text, a cast
--         to varchar, concat(), format(), to_json(), a row's text...) in
--         indexes, views, defaults, constraints, policies, triggers and
--         partition keys are listed: their text is uuid's today and the
--         26 Crockford characters after the move.  The move stops on them
--         unless run with -v text_changes=accept (then a WARNING lists them);
--   2. CREATE EXTENSION ulid in public, unless it is installed already: in
--      whatever schema it is (read from pg_extension), the names below are
--      that schema's;
--   3. keeps every view that uses the managed objects, and every view that
--      depends on one of those: definition, options (security_invoker,
--      security_barrier, check option), owner, grants (of the view and of
--      its columns, by whoever granted them), comments (of the view, its
--      columns, rules and triggers), column defaults, rules and triggers;
--      and drops them, the dependent ones first;
--   4. ALTER TABLE ... ALTER COLUMN ... TYPE <schema>.ulid for every column of
--      type ulid_managed.ulid (one ALTER TABLE per table, as its owner).
--      uuid -> ulid is a binary-coercible cast of the native extension, and
--      the domain has no constraint, so the table keeps its file (the same
--      relfilenode); PostgreSQL rebuilds the indexes and constraints that use
--      those columns from their definitions (the operator class changes from
--      uuid_ops to ulid_ops), other indexes are kept;
--   5. every default that calls a managed function calls the native function
--      of the same name instead (and one that names the domain, the type);
--   6. re-creates the views, each as its owner, with all of the above;
--      in 5 and 6 only the schema-qualified references to the managed
--      functions and the domain (ulid_managed.NAME as a word, outside string
--      literals and quoted identifiers) and the time operators
--      (OPERATOR(ulid_managed.>=)) are changed to the native schema's;
--   7. checks that every re-created view and changed default calls only the
--      functions and operators it called before, or the native extension's
--      (an overload planted in the native schema by another role stops the
--      move);
--   8. drops the managed edition: DROP EXTENSION ulid_managed, or its
--      operators, functions, the domain and the schema -- without CASCADE.
--
-- Not seen at all: the bodies of your own functions (PL/pgSQL or quoted SQL
-- bodies record no dependency) that call managed functions: they fail once
-- the schema is gone; change them to the native names.
\set ON_ERROR_STOP 1
\if :{?text_changes}
\else
\set text_changes refuse
\endif
BEGIN;
SET LOCAL search_path = pg_catalog, pg_temp;	-- every name in the generated SQL is qualified
SET LOCAL TimeZone = 'UTC';

-- refuse(SQLSTATE, MESSAGE, ITEMS, HINT): an error (or, with as_warning, a
-- WARNING) whose detail lists ITEMS, one a line; nothing when ITEMS is empty.
CREATE FUNCTION pg_temp.ulid_move_refuse(state text, msg text, items text[], hint text, as_warning boolean DEFAULT false)
RETURNS void LANGUAGE plpgsql AS $refuse$
BEGIN
	IF coalesce(cardinality(items), 0) = 0 THEN RETURN; END IF;
	IF as_warning THEN
		RAISE WARNING USING MESSAGE = msg, DETAIL = array_to_string(items, E'\n'), HINT = hint;
	ELSE
		RAISE EXCEPTION USING ERRCODE = state, MESSAGE = msg, DETAIL = array_to_string(items, E'\n'), HINT = hint;
	END IF;
END
$refuse$;

-- the argument
SELECT count(*) AS ulid_move_n FROM (
SELECT pg_temp.ulid_move_refuse('22023', 'text_changes must be accept or refuse', ARRAY['text_changes = ' || :'text_changes'],
	'Leave it out, or run psql with -v text_changes=accept.')
	WHERE :'text_changes' NOT IN ('accept', 'refuse')
) ulid_move_check \gset

-- 1a. the managed edition
SELECT count(*) AS ulid_move_n FROM (
SELECT pg_temp.ulid_move_refuse('42704', 'the managed edition is not installed: there is no domain ulid_managed.ulid',
	ARRAY['schema ulid_managed: ' || CASE WHEN to_regnamespace('ulid_managed') IS NULL THEN 'absent' ELSE 'present' END],
	'Run the move in the database that uses the managed edition, which lives in schema ulid_managed.')
	WHERE to_regtype('ulid_managed.ulid') IS NULL
) ulid_move_check \gset

-- the managed objects: the domain, its array type, the schema
CREATE TEMP TABLE ulid_move_m ON COMMIT DROP AS
	SELECT t.oid AS dom, t.typarray AS arr, t.typnamespace AS nsp
	FROM pg_type t WHERE t.oid = 'ulid_managed.ulid'::regtype;
-- the columns of the domain's type (of tables, foreign tables and views)
CREATE TEMP TABLE ulid_move_cols ON COMMIT DROP AS
	SELECT a.attrelid, a.attnum, a.atttypid, c.relkind
	FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid, ulid_move_m m
	WHERE a.atttypid IN (m.dom, m.arr) AND a.attnum > 0 AND NOT a.attisdropped;

-- the views to re-create: those whose rules use a managed column, the
-- domain or a managed function, and the views that depend on those (on the
-- view or on its row type); lvl: the longest chain of views below, so the
-- views are dropped from the highest level down and made from the lowest up
CREATE TEMP TABLE ulid_move_views ON COMMIT DROP AS
WITH RECURSIVE direct AS (
	SELECT DISTINCT r.ev_class AS v
	FROM pg_depend d
	JOIN pg_rewrite r ON d.classid = 'pg_rewrite'::regclass AND d.objid = r.oid
	JOIN pg_class c ON c.oid = r.ev_class AND c.relkind = 'v', ulid_move_m m
	WHERE (d.refclassid = 'pg_class'::regclass AND (d.refobjid, d.refobjsubid) IN (SELECT attrelid, attnum FROM ulid_move_cols))
		OR (d.refclassid = 'pg_proc'::regclass AND d.refobjid IN (SELECT oid FROM pg_proc WHERE pronamespace = m.nsp))
		OR (d.refclassid = 'pg_operator'::regclass AND d.refobjid IN (SELECT oid FROM pg_operator WHERE oprnamespace = m.nsp))
		OR (d.refclassid = 'pg_type'::regclass AND d.refobjid IN (m.dom, m.arr))),
closure(v, lvl) AS (
	SELECT v, 1 FROM direct
	UNION ALL
	SELECT r.ev_class, c.lvl + 1
	FROM closure c
	JOIN pg_class cv ON cv.oid = c.v
	JOIN pg_depend d ON d.classid = 'pg_rewrite'::regclass
		AND ((d.refclassid = 'pg_class'::regclass AND d.refobjid = c.v)
			OR (d.refclassid = 'pg_type'::regclass AND d.refobjid = cv.reltype))
	JOIN pg_rewrite r ON r.oid = d.objid AND r.ev_class <> c.v
	JOIN pg_class k ON k.oid = r.ev_class AND k.relkind = 'v')
SELECT c.v AS oid, max(c.lvl) AS lvl, v.relowner AS owner, v.reltype,
	v.oid::regclass::text AS name, pg_get_viewdef(c.v) AS def, v.reloptions, v.relacl
FROM closure c JOIN pg_class v ON v.oid = c.v
GROUP BY c.v, v.relowner, v.reltype, v.oid, v.reloptions, v.relacl;

-- the tables whose columns change (partitions and inheritance children
-- follow their parent's ALTER TABLE)
CREATE TEMP TABLE ulid_move_tables ON COMMIT DROP AS
	SELECT c.oid, c.relowner AS owner, c.oid::regclass::text AS name,
		array_agg(a.attname::text ORDER BY a.attnum) AS cols
	FROM ulid_move_cols mc
	JOIN pg_class c ON c.oid = mc.attrelid AND c.relkind IN ('r', 'p', 'f')
	JOIN pg_attribute a ON a.attrelid = mc.attrelid AND a.attnum = mc.attnum
	WHERE a.attinhcount = 0
	GROUP BY c.oid, c.relowner;

-- 1b. what uses the managed objects, other than what the move handles
SELECT count(*) AS ulid_move_n FROM (
SELECT pg_temp.ulid_move_refuse('0A000',
	format('the move cannot change %s object(s) that use the managed edition', count(*)),
	array_agg(format('%s uses %s', pg_describe_object(d.classid, d.objid, d.objsubid),
		pg_describe_object(d.refclassid, d.refobjid, 0)) ORDER BY 1),
	'Drop them, run the move, then create them again with the native type and functions (doc/managed.md, "What stops the move").')
FROM (SELECT DISTINCT d.classid, d.objid, d.objsubid, d.refclassid, d.refobjid
	FROM pg_depend d, ulid_move_m m
	WHERE d.deptype IN ('n', 'a')
		AND ((d.refclassid = 'pg_type'::regclass AND d.refobjid IN (m.dom, m.arr))
			OR (d.refclassid = 'pg_proc'::regclass AND d.refobjid IN (SELECT oid FROM pg_proc WHERE pronamespace = m.nsp))
			OR (d.refclassid = 'pg_operator'::regclass AND d.refobjid IN (SELECT oid FROM pg_operator WHERE oprnamespace = m.nsp)))
	-- the edition's own functions and operators
	EXCEPT SELECT 'pg_proc'::regclass, p.oid, 0, d.refclassid, d.refobjid
		FROM pg_proc p JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid, ulid_move_m m WHERE p.pronamespace = m.nsp
	EXCEPT SELECT 'pg_operator'::regclass, o.oid, 0, d.refclassid, d.refobjid
		FROM pg_operator o JOIN pg_depend d ON d.classid = 'pg_operator'::regclass AND d.objid = o.oid, ulid_move_m m WHERE o.oprnamespace = m.nsp
	-- columns of the domain (not of its array type) in tables, foreign tables, the views
	EXCEPT SELECT 'pg_class'::regclass, mc.attrelid, mc.attnum, 'pg_type'::regclass, mc.atttypid
		FROM ulid_move_cols mc, ulid_move_m m
		WHERE mc.atttypid = m.dom AND (mc.relkind IN ('r', 'p', 'f') OR mc.attrelid IN (SELECT oid FROM ulid_move_views))
	-- the views' rules, triggers and column defaults
	EXCEPT SELECT d.classid, d.objid, d.objsubid, d.refclassid, d.refobjid
		FROM pg_depend d
		LEFT JOIN pg_rewrite r ON d.classid = 'pg_rewrite'::regclass AND r.oid = d.objid
		LEFT JOIN pg_trigger t ON d.classid = 'pg_trigger'::regclass AND t.oid = d.objid
		LEFT JOIN pg_attrdef ad ON d.classid = 'pg_attrdef'::regclass AND ad.oid = d.objid
		WHERE coalesce(r.ev_class, t.tgrelid, ad.adrelid) IN (SELECT oid FROM ulid_move_views)
	-- defaults (not generated columns) of tables and foreign tables
	EXCEPT SELECT d.classid, d.objid, d.objsubid, d.refclassid, d.refobjid
		FROM pg_depend d
		JOIN pg_attrdef ad ON d.classid = 'pg_attrdef'::regclass AND ad.oid = d.objid
		JOIN pg_attribute a ON a.attrelid = ad.adrelid AND a.attnum = ad.adnum AND a.attgenerated = ''
		JOIN pg_class c ON c.oid = ad.adrelid AND c.relkind IN ('r', 'p', 'f')) d
HAVING count(*) > 0
) ulid_move_check \gset

-- 1c. what depends on a managed column or a re-created view and cannot be
-- re-created by the move (PostgreSQL refuses to change a column's type under
-- these, and DROP VIEW without CASCADE refuses to drop a view under them)
SELECT count(*) AS ulid_move_n FROM (
SELECT pg_temp.ulid_move_refuse('0A000',
	format('the move cannot re-create %s object(s) that depend on a managed column or on a view it re-creates', count(*)),
	array_agg(format('%s depends on %s', pg_describe_object(classid, objid, objsubid),
		pg_describe_object(refclassid, refobjid, refobjsubid)) ORDER BY 1),
	'Drop them, run the move, then create them again (doc/managed.md, "What stops the move").')
FROM (SELECT DISTINCT d.classid, d.objid, d.objsubid, d.refclassid, d.refobjid, d.refobjsubid
	FROM pg_depend d
	LEFT JOIN pg_rewrite r ON d.classid = 'pg_rewrite'::regclass AND r.oid = d.objid
	LEFT JOIN pg_trigger t ON d.classid = 'pg_trigger'::regclass AND t.oid = d.objid
	LEFT JOIN pg_attrdef ad ON d.classid = 'pg_attrdef'::regclass AND ad.oid = d.objid
	LEFT JOIN pg_attribute ga ON ga.attrelid = ad.adrelid AND ga.attnum = ad.adnum
	LEFT JOIN pg_class dc ON d.classid = 'pg_class'::regclass AND dc.oid = d.objid
	LEFT JOIN pg_type dt ON d.classid = 'pg_type'::regclass AND dt.oid = d.objid
	WHERE (
		-- on a managed column: policies, triggers, rules (not the views'), generated columns
		(d.refclassid = 'pg_class'::regclass AND (d.refobjid, d.refobjsubid) IN (SELECT attrelid, attnum FROM ulid_move_cols)
			AND (d.classid IN ('pg_policy'::regclass, 'pg_trigger'::regclass)
				OR (r.oid IS NOT NULL AND r.ev_class NOT IN (SELECT oid FROM ulid_move_views))
				OR ga.attgenerated <> ''))
		-- on a view to re-create or its row type: anything but those views and their own parts
		OR (d.deptype = 'n' AND ((d.refclassid = 'pg_class'::regclass AND d.refobjid IN (SELECT oid FROM ulid_move_views))
				OR (d.refclassid = 'pg_type'::regclass AND d.refobjid IN (SELECT reltype FROM ulid_move_views)))
			AND coalesce(r.ev_class, t.tgrelid, ad.adrelid, dc.oid, dt.typrelid, 0) NOT IN (SELECT oid FROM ulid_move_views)))
	) d
HAVING count(*) > 0
) ulid_move_check \gset

-- 1d. partition keys on a managed column
SELECT count(*) AS ulid_move_n FROM (
SELECT pg_temp.ulid_move_refuse('0A000',
	format('the move cannot change the type of a partition key column (%s table(s))', count(*)),
	array_agg(format('table %s is partitioned by %s', pt.partrelid::regclass, pg_get_partkeydef(pt.partrelid)) ORDER BY 1),
	'Move these tables with the recipe of doc/managed.md, "Tables partitioned by the id", then run the move.')
FROM pg_partitioned_table pt, ulid_move_m m
WHERE EXISTS (SELECT FROM unnest(pt.partattrs::int2[]) k JOIN ulid_move_cols mc ON mc.attrelid = pt.partrelid AND mc.attnum = k)
	-- a key expression: its columns' dependencies on the table, recorded in reverse
	OR EXISTS (SELECT FROM pg_depend d JOIN ulid_move_cols mc ON mc.attrelid = pt.partrelid
		WHERE d.classid = 'pg_class'::regclass AND d.objid = pt.partrelid AND d.refclassid = 'pg_class'::regclass
			AND d.refobjid = pt.partrelid
			AND ((d.objsubid = mc.attnum AND d.refobjsubid = 0) OR (d.objsubid = 0 AND d.refobjsubid = mc.attnum)))
HAVING count(*) > 0
) ulid_move_check \gset

-- 1e. owners the session cannot act as
CREATE FUNCTION pg_temp.ulid_move_can_act(r oid) RETURNS boolean LANGUAGE sql STABLE AS $can$
	SELECT r = (SELECT oid FROM pg_catalog.pg_roles WHERE rolname = current_user)
		OR CASE WHEN current_setting('server_version_num')::int >= 160000
			THEN pg_catalog.pg_has_role(session_user, r, 'SET')
			ELSE pg_catalog.pg_has_role(session_user, r, 'MEMBER') END
$can$;
SELECT count(*) AS ulid_move_n FROM (
SELECT pg_temp.ulid_move_refuse('42501',
	format('the move would change %s object(s) of roles that role %s cannot act as', count(*), session_user),
	array_agg(w ORDER BY w),
	'Each table and view is changed as its owner, and each grant on a view is made again by its grantor: run the move as a superuser or as a role that is a member of these roles (doc/managed.md, "Owners").')
FROM (
	SELECT format('view %s, owned by %s', name, pg_get_userbyid(owner)) AS w FROM ulid_move_views WHERE NOT pg_temp.ulid_move_can_act(owner)
	UNION ALL SELECT format('table %s, owned by %s', name, pg_get_userbyid(owner)) FROM ulid_move_tables WHERE NOT pg_temp.ulid_move_can_act(owner)
	UNION ALL SELECT DISTINCT format('a grant on view %s by %s', v.name, pg_get_userbyid(g.grantor))
		FROM ulid_move_views v
		CROSS JOIN LATERAL (SELECT a.grantor FROM aclexplode(v.relacl) a
			UNION SELECT a.grantor FROM pg_attribute at, aclexplode(at.attacl) a WHERE at.attrelid = v.oid) g
		WHERE NOT pg_temp.ulid_move_can_act(g.grantor)) x
HAVING count(*) > 0
) ulid_move_check \gset

-- 1f. stored expressions that turn a ulid into text.  The node trees of
-- indexes, rules (views), defaults, constraints, policies, triggers,
-- partition keys and statistics objects are searched for a value of the
-- domain, its array type or the row type of a relation with such a column,
-- that is the argument of a conversion through text output (CoerceViaIO,
-- as id::text, id::varchar, t::text write it), or that appears beside a
-- call of a function taking any type and returning text, json, jsonb or xml
-- (concat(), format(), ||, to_json(), ...).  Conservative: the second kind
-- can name an expression whose text comes from another column.
CREATE TEMP TABLE ulid_move_text ON COMMIT DROP AS
WITH types AS (
	SELECT m.dom AS t FROM ulid_move_m m UNION SELECT m.arr FROM ulid_move_m m
	UNION SELECT c.reltype FROM pg_class c WHERE c.oid IN (SELECT attrelid FROM ulid_move_cols) AND c.reltype <> 0),
pat AS (
	SELECT format('\{COERCEVIAIO :arg \{[A-Z]+ [^{}]*?:%s (%s)\M', f.fields, string_agg(t::text, '|')) AS coerce,
		format(':%s (%s)\M', f.fields, string_agg(t::text, '|')) AS typed,
		(SELECT format(':(funcid|opfuncid|aggfnoid|winfnoid) (%s)\M', string_agg(p.oid::text, '|'))
			FROM pg_proc p
			WHERE p.prorettype IN ('text'::regtype, 'varchar'::regtype, 'bpchar'::regtype, 'name'::regtype,
					'json'::regtype, 'jsonb'::regtype, 'xml'::regtype, 'cstring'::regtype)
				AND EXISTS (SELECT FROM unnest(p.proargtypes::oid[]) a WHERE a IN ('"any"'::regtype, 'anyelement'::regtype,
					'anynonarray'::regtype, 'anyarray'::regtype, 'anycompatible'::regtype, 'anycompatiblenonarray'::regtype,
					'anycompatiblearray'::regtype, 'record'::regtype))) AS textfn
	FROM types, (SELECT '(vartype|consttype|funcresulttype|opresulttype|resulttype|aggtype|wintype|array_typeid|casetype|coalescetype|minmaxtype|paramtype|typeId)' AS fields) f
	GROUP BY f.fields),
trees AS (
	SELECT format('index %s', i.indexrelid::regclass) AS what, pg_get_indexdef(i.indexrelid) AS expr,
		coalesce(i.indexprs::text, '') || coalesce(i.indpred::text, '') AS tree
		FROM pg_index i WHERE i.indexprs IS NOT NULL OR i.indpred IS NOT NULL
	UNION ALL SELECT pg_describe_object('pg_rewrite'::regclass, r.oid, 0), CASE WHEN r.rulename = '_RETURN' THEN 'view ' || r.ev_class::regclass ELSE pg_get_ruledef(r.oid) END,
		r.ev_action::text || coalesce(r.ev_qual::text, '')
		FROM pg_rewrite r JOIN pg_class c ON c.oid = r.ev_class WHERE c.relnamespace <> 'pg_catalog'::regnamespace AND c.relnamespace <> 'information_schema'::regnamespace
	UNION ALL SELECT pg_describe_object('pg_attrdef'::regclass, ad.oid, 0), pg_get_expr(ad.adbin, ad.adrelid), ad.adbin::text FROM pg_attrdef ad
	UNION ALL SELECT pg_describe_object('pg_constraint'::regclass, c.oid, 0), pg_get_constraintdef(c.oid), c.conbin::text FROM pg_constraint c WHERE c.conbin IS NOT NULL
	UNION ALL SELECT pg_describe_object('pg_policy'::regclass, p.oid, 0), concat('USING (' || pg_get_expr(p.polqual, p.polrelid) || ')', ' WITH CHECK (' || pg_get_expr(p.polwithcheck, p.polrelid) || ')'),
		coalesce(p.polqual::text, '') || coalesce(p.polwithcheck::text, '') FROM pg_policy p
	UNION ALL SELECT pg_describe_object('pg_trigger'::regclass, t.oid, 0), pg_get_triggerdef(t.oid), t.tgqual::text FROM pg_trigger t WHERE t.tgqual IS NOT NULL
	UNION ALL SELECT format('partition key of %s', pt.partrelid::regclass), pg_get_partkeydef(pt.partrelid), pt.partexprs::text
		FROM pg_partitioned_table pt WHERE pt.partexprs IS NOT NULL)
SELECT DISTINCT t.what, t.expr FROM trees t, pat
WHERE t.tree ~ pat.coerce OR (pat.textfn IS NOT NULL AND t.tree ~ pat.typed AND t.tree ~ pat.textfn);
SELECT count(*) AS ulid_move_n FROM (
SELECT pg_temp.ulid_move_refuse('0A000',
	format('%s stored expression(s) use the text of a ulid, which the move changes from uuid''s text (01890a5d-ac96-774b-bcce-b302099a8057) to the 26 characters (01H455VB4PEX5VSKNK084SN02Q)', count(*)),
	array_agg(format('%s: %s', what, expr) ORDER BY what),
	CASE WHEN :'text_changes' = 'accept' THEN 'Going on as asked (text_changes=accept): these give the 26-character text after the move.'
		ELSE 'Change them to compare the bytes (id = ...) or to use id::uuid::text (the uuid text, before and after), or run the move with -v text_changes=accept to go on (doc/managed.md, "Text of ids in stored expressions").' END,
	:'text_changes' = 'accept')
FROM ulid_move_text HAVING count(*) > 0
) ulid_move_check \gset

-- 2. the native extension
SELECT 'CREATE EXTENSION ulid SCHEMA public' WHERE NOT EXISTS (SELECT FROM pg_extension WHERE extname = 'ulid') \gexec
-- the native extension's schema, quoted: public, or where it was already
SELECT quote_ident(n.nspname) AS ulid_native
	FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'ulid' \gset

-- An expression's text with ulid_managed.NAME (NAME: a managed function or
-- the domain, as a whole word, or a time operator in OPERATOR()) changed
-- to the native schema's NAME; string
-- literals and quoted identifiers are kept as they are (quotes doubled
-- inside, as pg_get_expr() and pg_get_viewdef() write them).  The argument
-- of a call of a managed function of one argument is cast to the native
-- function's argument type: the managed edition's overloads for uuid and
-- varchar have no native counterpart (the native ulid_to_text() takes a ulid,
-- ulid_from_text() a text), and the cast binds the call to the native
-- function, whatever else the native schema holds.
CREATE FUNCTION pg_temp.ulid_move_rewrite(expr text, native text) RETURNS text
LANGUAGE plpgsql STABLE AS $rewrite$
DECLARE
	managed oid := 'ulid_managed'::regnamespace;
	dom oid := 'ulid_managed.ulid'::regtype;
	res text := '';
	i int := 1;
	n int := length(expr);
	c text;
	j int;
	k int;
	depth int;
	name text;
	argtype text;
BEGIN
	IF expr IS NULL THEN RETURN NULL; END IF;
	WHILE i <= n LOOP
		c := substr(expr, i, 1);
		IF c IN ('''', '"') THEN	-- to the closing quote
			j := i + 1;
			WHILE j <= n AND (substr(expr, j, 1) <> c OR substr(expr, j + 1, 1) = c) LOOP
				j := j + CASE WHEN substr(expr, j, 1) = c THEN 2 ELSE 1 END;
			END LOOP;
			res := res || substr(expr, i, j - i + 1);
			i := j + 1;
			CONTINUE;
		END IF;
		-- a time operator, OPERATOR(ulid_managed.>=): the native one of that name
		name := CASE WHEN c = 'u' AND i > 9 AND upper(substr(expr, i - 9, 9)) = 'OPERATOR('
			THEN (regexp_match(substr(expr, i, 20), '^ulid_managed\.(<=|>=|<|>)\)'))[1] END;
		IF name IS NOT NULL THEN
			res := res || native || '.' || name;
			i := i + length('ulid_managed.') + length(name);
			CONTINUE;
		END IF;
		name := CASE WHEN c = 'u' AND (i = 1 OR substr(expr, i - 1, 1) !~ '[[:alnum:]_$."]')
			THEN (regexp_match(substr(expr, i, 80), '^ulid_managed\.([[:alnum:]_$]+)'))[1] END;
		IF name IS NULL OR NOT (name = 'ulid' OR EXISTS (SELECT FROM pg_catalog.pg_proc p WHERE p.pronamespace = managed AND p.proname = name)) THEN
			res := res || c;
			i := i + 1;
			CONTINUE;
		END IF;
		k := i + length('ulid_managed.') + length(name);	-- after the name
		IF name = 'ulid' OR substr(expr, k, 1) <> '(' THEN
			res := res || native || '.' || name;
			i := k;
			CONTINUE;
		END IF;
		-- a call: its argument text runs to the matching parenthesis
		j := k + 1;
		depth := 1;
		WHILE j <= n LOOP
			c := substr(expr, j, 1);
			IF c IN ('''', '"') THEN
				j := j + 1;
				WHILE j <= n AND (substr(expr, j, 1) <> c OR substr(expr, j + 1, 1) = c) LOOP
					j := j + CASE WHEN substr(expr, j, 1) = c THEN 2 ELSE 1 END;
				END LOOP;
			ELSIF c = '(' THEN
				depth := depth + 1;
			ELSIF c = ')' THEN
				depth := depth - 1;
				EXIT WHEN depth = 0;
			END IF;
			j := j + 1;
		END LOOP;
		-- the native argument type of the managed function of that name and one argument
		argtype := (SELECT CASE WHEN bool_or(p.proargtypes[0] IN (dom, 'pg_catalog.uuid'::regtype)) THEN native || '.ulid'
				WHEN bool_or(p.proargtypes[0] IN ('pg_catalog.text'::regtype, 'pg_catalog.varchar'::regtype)) THEN 'pg_catalog.text'
				ELSE pg_catalog.min(pg_catalog.format_type(p.proargtypes[0], NULL)) END
			FROM pg_catalog.pg_proc p WHERE p.pronamespace = managed AND p.proname = name AND p.pronargs = 1);
		res := res || native || '.' || name || '(' || CASE WHEN argtype IS NULL OR btrim(substr(expr, k + 1, j - k - 1)) = ''
			THEN pg_temp.ulid_move_rewrite(substr(expr, k + 1, j - k - 1), native)
			ELSE '(' || pg_temp.ulid_move_rewrite(substr(expr, k + 1, j - k - 1), native) || ')::' || argtype END || ')';
		i := j + 1;
	END LOOP;
	RETURN res;
END
$rewrite$;

-- grants(REL, COLUMN, ACL): makes REL's (or its COLUMN's) privileges ACL,
-- run as REL's owner: takes away what the new view got (default
-- privileges), then grants each item again as its grantor.
CREATE FUNCTION pg_temp.ulid_move_grants(rel regclass, col name, acl aclitem[]) RETURNS void
LANGUAGE plpgsql AS $grants$
DECLARE
	owner oid := (SELECT relowner FROM pg_catalog.pg_class WHERE oid = rel);
	me text := current_user;
	cur aclitem[];
	g record;
BEGIN
	IF col IS NULL THEN
		cur := (SELECT relacl FROM pg_catalog.pg_class WHERE oid = rel);
	ELSE
		cur := (SELECT attacl FROM pg_catalog.pg_attribute WHERE attrelid = rel AND attname = col);
	END IF;
	IF cur IS NOT DISTINCT FROM acl THEN RETURN; END IF;
	-- (a NULL acl is the owner's default privileges)
	FOR g IN SELECT DISTINCT a.grantee FROM pg_catalog.aclexplode(coalesce(cur, CASE WHEN col IS NULL THEN pg_catalog.acldefault('r', owner) END)) a LOOP
		EXECUTE pg_catalog.format('REVOKE ALL %s ON %s FROM %s', CASE WHEN col IS NULL THEN '' ELSE pg_catalog.format('(%I)', col) END, rel,
			CASE WHEN g.grantee = 0 THEN 'PUBLIC' ELSE pg_catalog.quote_ident(pg_catalog.pg_get_userbyid(g.grantee)) END);
	END LOOP;
	IF acl IS NULL AND col IS NULL THEN	-- the default: the owner's privileges
		EXECUTE pg_catalog.format('GRANT ALL ON %s TO %I', rel, pg_catalog.pg_get_userbyid(owner));
	END IF;
	FOR g IN SELECT a.grantor, a.grantee, a.is_grantable,
			pg_catalog.string_agg(a.privilege_type || CASE WHEN col IS NULL THEN '' ELSE pg_catalog.format(' (%I)', col) END, ', ') AS privs,
			pg_catalog.min(a.n) AS n
		FROM pg_catalog.aclexplode(acl) WITH ORDINALITY a(grantor, grantee, privilege_type, is_grantable, n)
		GROUP BY a.grantor, a.grantee, a.is_grantable ORDER BY a.grantor <> owner, n
	LOOP
		IF g.grantor <> owner THEN
			EXECUTE pg_catalog.format('SET LOCAL ROLE %I', pg_catalog.pg_get_userbyid(g.grantor));
		END IF;
		EXECUTE pg_catalog.format('GRANT %s ON %s TO %s%s', g.privs, rel,
			CASE WHEN g.grantee = 0 THEN 'PUBLIC' ELSE pg_catalog.quote_ident(pg_catalog.pg_get_userbyid(g.grantee)) END,
			CASE WHEN g.is_grantable THEN ' WITH GRANT OPTION' ELSE '' END);
		IF g.grantor <> owner THEN
			EXECUTE pg_catalog.format('SET LOCAL ROLE %I', me);
		END IF;
	END LOOP;
END
$grants$;

-- The plan: every statement of steps 3 to 6, made now (as the mover, from
-- the catalog as it is), run below in order.
CREATE TEMP TABLE ulid_move_plan (step int, lvl int, obj oid, n int, sql text) ON COMMIT DROP;
-- 3. drop the views, dependent ones first
INSERT INTO ulid_move_plan
	SELECT 3, -v.lvl, v.oid, 0, format('DROP VIEW %s', v.name) FROM ulid_move_views v;
-- 4. the columns, one ALTER TABLE per table, as its owner
INSERT INTO ulid_move_plan
	SELECT 4, 0, t.oid, 1, format('ALTER TABLE %s %s', t.name,
		(SELECT string_agg(format('ALTER COLUMN %I TYPE %s.ulid', c, :'ulid_native'), ', ') FROM unnest(t.cols) c))
	FROM ulid_move_tables t;
-- 5. the defaults that call a managed function or name the domain, as the
-- table's owner
CREATE TEMP TABLE ulid_move_defaults ON COMMIT DROP AS
	SELECT DISTINCT ad.oid, ad.adrelid, ad.adnum
	FROM pg_attrdef ad
	JOIN pg_depend d ON d.classid = 'pg_attrdef'::regclass AND d.objid = ad.oid
	JOIN pg_class c ON c.oid = ad.adrelid AND c.relkind IN ('r', 'p', 'f'), ulid_move_m m
	WHERE (d.refclassid = 'pg_proc'::regclass AND d.refobjid IN (SELECT oid FROM pg_proc WHERE pronamespace = m.nsp))
		OR (d.refclassid = 'pg_type'::regclass AND d.refobjid IN (m.dom, m.arr));
INSERT INTO ulid_move_plan
	SELECT 5, 0, ad.adrelid, 1, format('ALTER TABLE %s ALTER COLUMN %I SET DEFAULT %s', ad.adrelid::regclass, a.attname,
		pg_temp.ulid_move_rewrite(pg_get_expr(ad.adbin, ad.adrelid), :'ulid_native'))
	FROM pg_attrdef ad JOIN ulid_move_defaults md ON md.oid = ad.oid
	JOIN pg_attribute a ON a.attrelid = ad.adrelid AND a.attnum = ad.adnum;
-- 6. the views again, each as its owner: the view with its options, column
-- defaults, rules, triggers, comments and grants
INSERT INTO ulid_move_plan
	SELECT 6, v.lvl, v.oid, s.n, s.sql
	FROM ulid_move_views v
	CROSS JOIN LATERAL (
		SELECT 1 AS n, format('CREATE VIEW %s%s AS %s', v.name,
			(SELECT ' WITH (' || string_agg(format('%s=%L', split_part(o, '=', 1), substr(o, strpos(o, '=') + 1)), ', ') || ')'
				FROM unnest(v.reloptions) o),
			pg_temp.ulid_move_rewrite(v.def, :'ulid_native')) AS sql
		UNION ALL SELECT 2, format('ALTER VIEW %s ALTER COLUMN %I SET DEFAULT %s', v.name, a.attname,
				pg_temp.ulid_move_rewrite(pg_get_expr(ad.adbin, ad.adrelid), :'ulid_native'))
			FROM pg_attrdef ad JOIN pg_attribute a ON a.attrelid = ad.adrelid AND a.attnum = ad.adnum WHERE ad.adrelid = v.oid
		UNION ALL SELECT 3, pg_temp.ulid_move_rewrite(pg_get_ruledef(r.oid), :'ulid_native')
			FROM pg_rewrite r WHERE r.ev_class = v.oid AND r.rulename <> '_RETURN'
		UNION ALL SELECT 4, pg_temp.ulid_move_rewrite(pg_get_triggerdef(t.oid), :'ulid_native')
			FROM pg_trigger t WHERE t.tgrelid = v.oid
		UNION ALL SELECT 5, format('COMMENT ON VIEW %s IS %L', v.name, obj_description(v.oid, 'pg_class'))
			WHERE obj_description(v.oid, 'pg_class') IS NOT NULL
		UNION ALL SELECT 6, format('COMMENT ON COLUMN %s.%I IS %L', v.name, a.attname, col_description(v.oid, a.attnum))
			FROM pg_attribute a WHERE a.attrelid = v.oid AND a.attnum > 0 AND col_description(v.oid, a.attnum) IS NOT NULL
		UNION ALL SELECT 7, format('COMMENT ON RULE %I ON %s IS %L', r.rulename, v.name, obj_description(r.oid, 'pg_rewrite'))
			FROM pg_rewrite r WHERE r.ev_class = v.oid AND r.rulename <> '_RETURN' AND obj_description(r.oid, 'pg_rewrite') IS NOT NULL
		UNION ALL SELECT 8, format('COMMENT ON TRIGGER %I ON %s IS %L', t.tgname, v.name, obj_description(t.oid, 'pg_trigger'))
			FROM pg_trigger t WHERE t.tgrelid = v.oid AND obj_description(t.oid, 'pg_trigger') IS NOT NULL
		UNION ALL SELECT 9, format('SELECT pg_temp.ulid_move_grants(%L, NULL, %L)', v.name, v.relacl)
		UNION ALL SELECT 10, format('SELECT pg_temp.ulid_move_grants(%L, %L, %L)', v.name, a.attname, a.attacl)
			FROM pg_attribute a WHERE a.attrelid = v.oid AND a.attnum > 0 AND a.attacl IS NOT NULL) s;
-- each object's statements as its owner, when that is not the mover
INSERT INTO ulid_move_plan
	SELECT p.step, p.lvl, p.obj, n, format('SET LOCAL ROLE %I', r.rolname)
	FROM (SELECT DISTINCT step, lvl, obj FROM ulid_move_plan) p
	JOIN pg_class c ON c.oid = p.obj JOIN pg_roles r ON r.oid = c.relowner, (VALUES (0), (99)) x(n)
	WHERE r.rolname <> current_user;
UPDATE ulid_move_plan SET sql = format('SET LOCAL ROLE %I', current_user) WHERE n = 99;
-- the functions and operators each view and default calls now (7 below)
CREATE TEMP TABLE ulid_move_calls ON COMMIT DROP AS
	SELECT v.name AS what, d.refclassid, d.refobjid
	FROM ulid_move_views v JOIN pg_rewrite r ON r.ev_class = v.oid
	JOIN pg_depend d ON d.classid = 'pg_rewrite'::regclass AND d.objid = r.oid AND d.refclassid IN ('pg_proc'::regclass, 'pg_operator'::regclass)
	UNION SELECT format('%s.%s', ad.adrelid::regclass, a.attname), d.refclassid, d.refobjid
	FROM pg_attrdef ad JOIN pg_attribute a ON a.attrelid = ad.adrelid AND a.attnum = ad.adnum
	JOIN pg_depend d ON d.classid = 'pg_attrdef'::regclass AND d.objid = ad.oid AND d.refclassid IN ('pg_proc'::regclass, 'pg_operator'::regclass)
	WHERE ad.oid IN (SELECT oid FROM ulid_move_defaults) OR ad.adrelid IN (SELECT oid FROM ulid_move_views);

SELECT sql FROM ulid_move_plan ORDER BY step, lvl, obj, n \gexec

-- 7. nothing calls a function or operator it did not call before, but the
-- native extension's
SELECT count(*) AS ulid_move_n FROM (
SELECT pg_temp.ulid_move_refuse('42883',
	format('after the move, %s view(s) or default(s) would call functions or operators they did not call before', count(DISTINCT x.what)),
	array_agg(format('%s would call %s', x.what, pg_describe_object(x.refclassid, x.refobjid, 0)) ORDER BY 1),
	'Another role''s function or operator in the native extension''s schema matches better than the native one: drop it, or install the native extension in a schema only trusted roles can create objects in, then run the move again.')
FROM (SELECT v.name AS what, d.refclassid, d.refobjid
	FROM ulid_move_views v JOIN pg_rewrite r ON r.ev_class = v.name::regclass
	JOIN pg_depend d ON d.classid = 'pg_rewrite'::regclass AND d.objid = r.oid AND d.refclassid IN ('pg_proc'::regclass, 'pg_operator'::regclass)
	UNION SELECT format('%s.%s', ad.adrelid::regclass, a.attname), d.refclassid, d.refobjid
	FROM pg_attrdef ad JOIN pg_attribute a ON a.attrelid = ad.adrelid AND a.attnum = ad.adnum
	JOIN pg_depend d ON d.classid = 'pg_attrdef'::regclass AND d.objid = ad.oid AND d.refclassid IN ('pg_proc'::regclass, 'pg_operator'::regclass)
	WHERE format('%s.%s', ad.adrelid::regclass, a.attname) IN (SELECT what FROM ulid_move_calls)
	EXCEPT SELECT what, refclassid, refobjid FROM ulid_move_calls) x
WHERE NOT EXISTS (SELECT FROM pg_depend e WHERE e.classid = x.refclassid AND e.objid = x.refobjid AND e.deptype = 'e'
		AND e.refclassid = 'pg_extension'::regclass AND e.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'ulid'))
HAVING count(*) > 0
) ulid_move_check \gset

-- 8. the managed edition
SELECT 'DROP EXTENSION ulid_managed' WHERE EXISTS (SELECT FROM pg_extension WHERE extname = 'ulid_managed') \gexec
SELECT format('DROP OPERATOR ulid_managed.%s (%s, %s)', o.oprname, format_type(o.oprleft, NULL), format_type(o.oprright, NULL))
	FROM pg_operator o WHERE o.oprnamespace = 'ulid_managed'::regnamespace ORDER BY o.oid \gexec
SELECT format('DROP FUNCTION %s', p.oid::regprocedure)
	FROM pg_proc p WHERE p.pronamespace = 'ulid_managed'::regnamespace ORDER BY p.oid \gexec
SELECT 'DROP DOMAIN ulid_managed.ulid' WHERE to_regtype('ulid_managed.ulid') IS NOT NULL \gexec
DROP SCHEMA ulid_managed;
COMMIT;
