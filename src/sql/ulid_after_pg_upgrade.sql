--
-- Btree skip support (support function 6, PostgreSQL 18+) of ulid,
-- ulid_flake and baseuid: the one part of the catalog that depends on the
-- server's major.  This block ends the install script and every update
-- script from 0.3.0 on, and is installed beside them as ulid_after_pg_upgrade.sql (CREATE
-- EXTENSION reads only files named ulid--*.sql): pg_upgrade copies the old
-- major's catalog as it was, so after pg_upgrade from 15-17 to 18+ a
-- superuser runs it once in every database that has the extension:
--     psql -d DATABASE -f "$(pg_config --sharedir)/extension/ulid_after_pg_upgrade.sql"
-- It adds what is missing and says so; on a complete catalog, or on a server
-- before 18, it changes nothing (anyone may run it then).
--
-- The extension is relocatable, so its schema is read from pg_extension.
-- Every name is schema-qualified (built-ins with pg_catalog, operators
-- too), so nothing on the caller's search_path and no function planted in
-- the extension's schema takes part; the support functions are named with
-- their exact argument types.  In a script of CREATE or ALTER EXTENSION the
-- NOTICE stays unseen (PostgreSQL raises client_min_messages to WARNING
-- while a script runs).
--
DO $after_pg_upgrade$
DECLARE
	s pg_catalog.text;			-- the extension's schema, quoted
	f pg_catalog.regprocedure;	-- a type's skip support function (none before 0.2.0)
	added pg_catalog.text;		-- the types whose skip support was added
BEGIN
	SELECT pg_catalog.quote_ident(n.nspname) INTO s
	FROM pg_catalog.pg_extension e
	JOIN pg_catalog.pg_namespace n ON n.oid OPERATOR(pg_catalog.=) e.extnamespace
	WHERE e.extname OPERATOR(pg_catalog.=) 'ulid';
	IF s IS NULL THEN
		RAISE EXCEPTION 'extension "ulid" does not exist in database "%"', pg_catalog.current_database()
			USING ERRCODE = 'undefined_object';
	END IF;

	IF pg_catalog.current_setting('server_version_num')::pg_catalog.int4 OPERATOR(pg_catalog.>=) 180000 THEN
		f := pg_catalog.to_regprocedure(pg_catalog.concat(s, '.ulid_skipsupport(pg_catalog.internal)'));
		IF f IS NOT NULL AND NOT EXISTS (SELECT FROM pg_catalog.pg_amproc WHERE amproc OPERATOR(pg_catalog.=) f) THEN
			EXECUTE pg_catalog.format('ALTER OPERATOR FAMILY %1$s.ulid_ops USING btree ADD FUNCTION 6 (%1$s.ulid, %1$s.ulid) %1$s.ulid_skipsupport(pg_catalog.internal)', s);
			added := pg_catalog.concat_ws(', ', added, 'ulid');
		END IF;
		f := pg_catalog.to_regprocedure(pg_catalog.concat(s, '.ulid_flake_skipsupport(pg_catalog.internal)'));
		IF f IS NOT NULL AND NOT EXISTS (SELECT FROM pg_catalog.pg_amproc WHERE amproc OPERATOR(pg_catalog.=) f) THEN
			EXECUTE pg_catalog.format('ALTER OPERATOR FAMILY %1$s.ulid_flake_ops USING btree ADD FUNCTION 6 (%1$s.ulid_flake, %1$s.ulid_flake) %1$s.ulid_flake_skipsupport(pg_catalog.internal)', s);
			added := pg_catalog.concat_ws(', ', added, 'ulid_flake');
		END IF;
		f := pg_catalog.to_regprocedure(pg_catalog.concat(s, '.baseuid_skipsupport(pg_catalog.internal)'));
		IF f IS NOT NULL AND NOT EXISTS (SELECT FROM pg_catalog.pg_amproc WHERE amproc OPERATOR(pg_catalog.=) f) THEN
			EXECUTE pg_catalog.format('ALTER OPERATOR FAMILY %1$s.baseuid_ops USING btree ADD FUNCTION 6 (%1$s.baseuid, %1$s.baseuid) %1$s.baseuid_skipsupport(pg_catalog.internal)', s);
			added := pg_catalog.concat_ws(', ', added, 'baseuid');
		END IF;
	END IF;

	IF added IS NULL THEN
		RAISE NOTICE 'extension ulid: nothing to add, the catalog is complete for this server';
	ELSE
		RAISE NOTICE 'extension ulid: added btree skip support of %', added;
	END IF;
END
$after_pg_upgrade$;
