-- Complete the catalog of the extension ulid for the running server: call
-- ulid_refresh_catalog() of the extension's schema (read from pg_extension)
-- and report what it added.  This block ends the install and update scripts,
-- and is installed beside them as ulid_refresh_catalog.sql, which
-- CREATE EXTENSION does not read.  After pg_upgrade to a newer major, a
-- superuser runs that file in every database that has the extension:
--     psql -d DATABASE -f "$(pg_config --sharedir)/extension/ulid_refresh_catalog.sql"
--
-- The call goes through a name only this block knows: whoever may create
-- functions in the extension's schema can add one named ulid_refresh_catalog
-- whose arguments all have defaults, and PostgreSQL then finds a call of
-- ulid_refresh_catalog() ambiguous, schema-qualified or not.  ALTER FUNCTION
-- takes the exact signature, which is never ambiguous, and the function gets
-- its name back in the same statement.  Every built-in object is named with
-- pg_catalog, so nothing on the caller's search_path takes part.  In a script
-- of CREATE or ALTER EXTENSION the NOTICE stays unseen (PostgreSQL raises the
-- message levels to WARNING while a script runs).
DO $run$
DECLARE
	s pg_catalog.text := (SELECT pg_catalog.quote_ident(n.nspname)
			   FROM pg_catalog.pg_extension e JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) e.extnamespace
			   WHERE e.extname OPERATOR(pg_catalog.=) 'ulid');
	tmp pg_catalog.text := pg_catalog.format('ulid_refresh_catalog_%s', pg_catalog.translate(pg_catalog.gen_random_uuid()::pg_catalog.text, '-', ''));
	said pg_catalog.text;
BEGIN
	IF s IS NULL THEN
		RAISE EXCEPTION 'extension "ulid" does not exist in database "%"', pg_catalog.current_database()
			USING ERRCODE = 'undefined_object';
	END IF;
	EXECUTE pg_catalog.format('ALTER FUNCTION %s.ulid_refresh_catalog() RENAME TO %I', s, tmp);
	EXECUTE pg_catalog.format('SELECT %s.%I()', s, tmp) INTO said;
	EXECUTE pg_catalog.format('ALTER FUNCTION %s.%I() RENAME TO ulid_refresh_catalog', s, tmp);
	RAISE NOTICE '%', said;
END
$run$;
