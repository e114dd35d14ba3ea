--
-- ulid_refresh_catalog(): the catalog entries that depend on the server's
-- major version, shared by the three types.
--
-- Some operator-class support exists only on newer servers: btree skip
-- support (support function 6, PostgreSQL 18+) and the BRIN minmax-multi and
-- bloom classes (PostgreSQL 14+).  ulid_refresh_catalog() adds whichever of
-- them the running server supports and the database lacks.  The install
-- script and the update script end with this file, and so call it; a user
-- calls it once after pg_upgrade to a newer major: pg_upgrade copies the old
-- catalog as it was, at the same extension version, so no script runs then.
-- The type files (src/sql/ulid.sql, ulid_flake.sql, baseuid.sql) say where
-- each of these entries belongs.
--
-- Safe for a trusted, relocatable extension: SECURITY INVOKER, its own
-- search_path, every name schema-qualified (the extension's schema is read
-- from pg_extension).  Adding operator classes and family members needs a
-- superuser (PostgreSQL's rule); anyone may run it on a complete catalog,
-- where it changes nothing.  Objects it creates outside CREATE/ALTER
-- EXTENSION are made members of the extension (ALTER EXTENSION ADD) and get
-- the owner of the extension's other operator families, so that pg_dump and
-- later updates treat them as a fresh install's.
--

CREATE OR REPLACE FUNCTION ulid_refresh_catalog() RETURNS pg_catalog.text
	LANGUAGE plpgsql VOLATILE STRICT PARALLEL UNSAFE SECURITY INVOKER
	SET search_path = pg_catalog, pg_temp
AS $refresh$
DECLARE
	server int4 := current_setting('server_version_num')::int4;
	ext oid;
	nsp oid;
	s text;				-- the extension's schema, quoted
	owner text;			-- owner of the extension's btree family ulid_ops, quoted
	todo text[] := '{}';
	stmt text;
	added text[] := '{}';
	-- The types and, for each, the FUNCTION 11 of its BRIN classes: the
	-- minmax-multi distance (ulid: uuid's, the same bytes; ulid_flake:
	-- bigint's; baseuid: its own) and the bloom hash (%1$s is the schema).
	types CONSTANT text[][] := ARRAY[
		['ulid', 'pg_catalog.brin_minmax_multi_distance_uuid(pg_catalog.internal, pg_catalog.internal)', '%1$s.ulid_hash(%1$s.ulid)'],
		['ulid_flake', 'pg_catalog.brin_minmax_multi_distance_int8(pg_catalog.internal, pg_catalog.internal)', '%1$s.ulid_flake_hash(%1$s.ulid_flake)'],
		['baseuid', '%1$s.baseuid_brin_distance(pg_catalog.internal, pg_catalog.internal)', '%1$s.baseuid_hash(%1$s.baseuid)']
	];
	-- The BRIN classes of each type: name (and support functions') infix,
	-- operators, and the words of their comments.
	brins CONSTANT text[][] := ARRAY[
		['minmax_multi', 'OPERATOR 1 %1$s.< , OPERATOR 2 %1$s.<= , OPERATOR 3 %1$s.= , OPERATOR 4 %1$s.>= , OPERATOR 5 %1$s.>', 'minmax-multi', ''],
		['bloom', 'OPERATOR 1 %1$s.=', 'bloom', ' (equality only)']
	];
	-- Every server-dependent entry, filled in from types and brins below:
	-- the first server_version_num that has it, how to describe it, how to
	-- see that it is there, the statements that add it (%1$s is the schema)
	-- and, for a new operator class, its name.
	items text[][] := '{}';
	typ text;
	brin text;
	i int;
	k int;
	present bool;
	parts text[];
BEGIN
	SELECT e.oid, e.extnamespace, quote_ident(n.nspname) INTO ext, nsp, s
	FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
	WHERE e.extname = 'ulid';
	IF NOT FOUND THEN
		RAISE EXCEPTION 'extension "ulid" is not installed in this database'
			USING ERRCODE = 'undefined_object';
	END IF;

	-- btree skip support (PostgreSQL 18+) of each type, then each type's
	-- BRIN minmax-multi and bloom classes (PostgreSQL 14+).
	FOR i IN 1 .. array_length(types, 1) LOOP
		typ := types[i][1];
		items := items || ARRAY[['180000', format('btree skip support (support function 6) of %s', typ),
			format('skip:%s_ops:%s', typ, typ),
			format('ALTER OPERATOR FAMILY %%1$s.%1$s_ops USING btree ADD FUNCTION 6 (%%1$s.%1$s, %%1$s.%1$s) %%1$s.%1$s_skipsupport(pg_catalog.internal)', typ),
			'']];
	END LOOP;
	FOR i IN 1 .. array_length(types, 1) LOOP
		typ := types[i][1];
		FOR k IN 1 .. array_length(brins, 1) LOOP
			brin := format('CREATE OPERATOR CLASS %%1$s.%1$s_%2$s_ops FOR TYPE %%1$s.%1$s USING brin AS
				%3$s,
				FUNCTION 1 pg_catalog.brin_%2$s_opcinfo(pg_catalog.internal),
				FUNCTION 2 pg_catalog.brin_%2$s_add_value(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
				FUNCTION 3 pg_catalog.brin_%2$s_consistent(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal, pg_catalog.int4),
				FUNCTION 4 pg_catalog.brin_%2$s_union(pg_catalog.internal, pg_catalog.internal, pg_catalog.internal),
				FUNCTION 5 pg_catalog.brin_%2$s_options(pg_catalog.internal),
				FUNCTION 11 %4$s;
			 COMMENT ON OPERATOR CLASS %%1$s.%1$s_%2$s_ops USING brin IS %5$L;
			 COMMENT ON OPERATOR FAMILY %%1$s.%1$s_%2$s_ops USING brin IS %6$L',
				typ, brins[k][1], brins[k][2], types[i][1 + k],
				format('BRIN %s operator class for %s%s', brins[k][3], typ, brins[k][4]),
				format('BRIN %s operators for %s', brins[k][3], typ));
			items := items || ARRAY[['140000', format('BRIN operator class %s_%s_ops', typ, brins[k][1]),
				format('brin:%s_%s_ops', typ, brins[k][1]), brin, format('%s_%s_ops', typ, brins[k][1])]];
		END LOOP;
	END LOOP;

	-- What this server supports and the catalog lacks.
	FOR i IN 1 .. array_length(items, 1) LOOP
		CONTINUE WHEN server < items[i][1]::int4;
		parts := string_to_array(items[i][3], ':');
		IF parts[1] = 'skip' THEN
			SELECT EXISTS (
				SELECT FROM pg_amproc p
				JOIN pg_opfamily f ON f.oid = p.amprocfamily
				JOIN pg_am a ON a.oid = f.opfmethod
				JOIN pg_type t ON t.oid = p.amproclefttype
				WHERE a.amname = 'btree' AND f.opfname = parts[2] AND f.opfnamespace = nsp
				  AND p.amprocnum = 6 AND p.amprocrighttype = p.amproclefttype
				  AND t.typname = parts[3] AND t.typnamespace = nsp) INTO present;
		ELSE
			SELECT EXISTS (
				SELECT FROM pg_opclass c JOIN pg_am a ON a.oid = c.opcmethod
				WHERE a.amname = parts[1] AND c.opcname = parts[2] AND c.opcnamespace = nsp) INTO present;
		END IF;
		IF NOT present THEN
			todo := todo || i::text;
		END IF;
	END LOOP;

	IF cardinality(todo) = 0 THEN
		RETURN format('extension ulid: the catalog is complete for PostgreSQL %s; nothing to add',
					  server / 10000);
	END IF;

	IF NOT (SELECT r.rolsuper FROM pg_roles r WHERE r.rolname = current_user) THEN
		RAISE EXCEPTION 'permission denied to complete the catalog of extension "ulid"'
			USING ERRCODE = 'insufficient_privilege',
				  DETAIL = format('Missing for PostgreSQL %s: %s.', server / 10000,
								  (SELECT string_agg(items[t::int][2], ', ') FROM unnest(todo) t)),
				  HINT = format('Ask a superuser to run SELECT %s.ulid_refresh_catalog(); in this database (PostgreSQL lets only superusers add operator classes and family members).', s);
	END IF;

	SELECT f.opfowner::regrole::text INTO owner
	FROM pg_opfamily f JOIN pg_am a ON a.oid = f.opfmethod
	WHERE a.amname = 'btree' AND f.opfname = 'ulid_ops' AND f.opfnamespace = nsp;

	FOREACH stmt IN ARRAY todo LOOP
		i := stmt::int;
		EXECUTE format(items[i][4], s);
		IF items[i][5] <> '' THEN
			-- A new operator class and its family: members of the extension
			-- (automatic inside CREATE/ALTER EXTENSION), owned like the others.
			IF NOT EXISTS (
				SELECT FROM pg_depend d JOIN pg_opclass c ON d.classid = 'pg_opclass'::regclass AND d.objid = c.oid
				WHERE d.refclassid = 'pg_extension'::regclass AND d.refobjid = ext AND d.deptype = 'e'
				  AND c.opcname = items[i][5] AND c.opcnamespace = nsp) THEN
				EXECUTE format('ALTER EXTENSION ulid ADD OPERATOR CLASS %1$s.%2$I USING brin', s, items[i][5]);
				EXECUTE format('ALTER EXTENSION ulid ADD OPERATOR FAMILY %1$s.%2$I USING brin', s, items[i][5]);
			END IF;
			IF owner IS NOT NULL AND owner <> quote_ident(current_user) THEN
				EXECUTE format('ALTER OPERATOR FAMILY %1$s.%2$I USING brin OWNER TO %3$s', s, items[i][5], owner);
				EXECUTE format('ALTER OPERATOR CLASS %1$s.%2$I USING brin OWNER TO %3$s', s, items[i][5], owner);
			END IF;
		END IF;
		added := added || items[i][2];
	END LOOP;
	RETURN format('extension ulid: added for PostgreSQL %s: %s', server / 10000, array_to_string(added, '; '));
END
$refresh$;
COMMENT ON FUNCTION ulid_refresh_catalog() IS
	'adds the catalog entries this PostgreSQL major supports and the database lacks (run once after pg_upgrade; idempotent)';

