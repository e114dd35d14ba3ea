-- ulid--0.2.0--0.3.0.sql: made by a make rule of 0.3.0 from sources since removed; kept as released, do not edit.

-- complain if script is sourced in psql, rather than via CREATE EXTENSION
\echo Use "ALTER EXTENSION ulid UPDATE TO '0.3.0'" to load this file. \quit

--
-- pgx_ulid's function names, so that views, defaults and generated columns
-- written against pgx_ulid restore unchanged (README "Switching to ulid").
-- Each is the C function of the equivalent cast; the timestamp forms read and
-- write UTC as the casts do.  pgx_ulid's ulid_to_timestamp and ulid_to_bytea
-- are the cast functions of those names above.
--

CREATE FUNCTION ulid_to_uuid(ulid) RETURNS pg_catalog.uuid
	AS 'MODULE_PATHNAME', 'pgulid_same_bytes' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_to_uuid(ulid) IS 'the same 16 bytes as a uuid (cast ulid to uuid; pgx_ulid''s name)';
CREATE FUNCTION ulid_from_uuid(pg_catalog.uuid) RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_same_bytes' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_from_uuid(pg_catalog.uuid) IS 'the same 16 bytes as a ulid (cast uuid to ulid; pgx_ulid''s name)';
CREATE FUNCTION ulid_to_timestamptz(ulid) RETURNS pg_catalog.timestamptz
	AS 'MODULE_PATHNAME', 'pgulid_timestamp' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_to_timestamptz(ulid) IS 'the creation time of a ULID (ulid_timestamp; pgx_ulid''s name)';
CREATE FUNCTION timestamptz_to_ulid(pg_catalog.timestamptz) RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_min_at' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION timestamptz_to_ulid(pg_catalog.timestamptz) IS 'the lowest ULID of the given millisecond (ulid_min; pgx_ulid''s name)';
CREATE FUNCTION timestamp_to_ulid(pg_catalog.timestamp) RETURNS ulid
	AS 'MODULE_PATHNAME', 'pgulid_min_at' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION timestamp_to_ulid(pg_catalog.timestamp) IS 'the lowest ULID of the given millisecond, the timestamp read as UTC (pgx_ulid''s name)';

-- ulid input accepts uuid's text forms
COMMENT ON FUNCTION ulid_in(pg_catalog.cstring) IS 'text input of ulid: 26 Crockford base32 characters (either case), or a uuid in any of uuid''s text forms';
COMMENT ON FUNCTION ulid_from_text(pg_catalog.text) IS 'parse 26 Crockford base32 characters or a uuid''s text, with the errors of ulid input (cast text to ulid)';
COMMENT ON CAST (pg_catalog.text AS ulid) IS 'parse 26 Crockford base32 characters, or a uuid''s text';
COMMENT ON FUNCTION ulid_is_valid(pg_catalog.text) IS 'whether ulid input accepts the text: 26 Crockford base32 characters or a uuid''s text (never raises an error)';

--
-- Comparison with bigint, in ulid_flake's btree and hash
-- families, so that WHERE id = 123 (or a bigint parameter) finds rows through
-- an index on id.  The functions are ulid_flake's own C functions (both sides
-- are the same int64); bigint's own operators and support join the families
-- to complete them, and ulid_flake's hash is bigint's, as a hash family needs.
--
CREATE FUNCTION ulid_flake_int8_eq(ulid_flake, pg_catalog.int8) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_eq' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_int8_eq(ulid_flake, pg_catalog.int8) IS 'equal';
CREATE FUNCTION ulid_flake_int8_ne(ulid_flake, pg_catalog.int8) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_ne' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_int8_ne(ulid_flake, pg_catalog.int8) IS 'not equal';
CREATE FUNCTION ulid_flake_int8_lt(ulid_flake, pg_catalog.int8) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_lt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_int8_lt(ulid_flake, pg_catalog.int8) IS 'less than';
CREATE FUNCTION ulid_flake_int8_le(ulid_flake, pg_catalog.int8) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_le' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_int8_le(ulid_flake, pg_catalog.int8) IS 'less than or equal';
CREATE FUNCTION ulid_flake_int8_gt(ulid_flake, pg_catalog.int8) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_gt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_int8_gt(ulid_flake, pg_catalog.int8) IS 'greater than';
CREATE FUNCTION ulid_flake_int8_ge(ulid_flake, pg_catalog.int8) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_ge' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_int8_ge(ulid_flake, pg_catalog.int8) IS 'greater than or equal';
CREATE FUNCTION ulid_flake_int8_cmp(ulid_flake, pg_catalog.int8) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_flake_cmp' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION ulid_flake_int8_cmp(ulid_flake, pg_catalog.int8) IS 'less-equal-greater';
CREATE FUNCTION int8_ulid_flake_eq(pg_catalog.int8, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_eq' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION int8_ulid_flake_eq(pg_catalog.int8, ulid_flake) IS 'equal';
CREATE FUNCTION int8_ulid_flake_ne(pg_catalog.int8, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_ne' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION int8_ulid_flake_ne(pg_catalog.int8, ulid_flake) IS 'not equal';
CREATE FUNCTION int8_ulid_flake_lt(pg_catalog.int8, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_lt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION int8_ulid_flake_lt(pg_catalog.int8, ulid_flake) IS 'less than';
CREATE FUNCTION int8_ulid_flake_le(pg_catalog.int8, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_le' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION int8_ulid_flake_le(pg_catalog.int8, ulid_flake) IS 'less than or equal';
CREATE FUNCTION int8_ulid_flake_gt(pg_catalog.int8, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_gt' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION int8_ulid_flake_gt(pg_catalog.int8, ulid_flake) IS 'greater than';
CREATE FUNCTION int8_ulid_flake_ge(pg_catalog.int8, ulid_flake) RETURNS pg_catalog.bool
	AS 'MODULE_PATHNAME', 'pgulid_flake_ge' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION int8_ulid_flake_ge(pg_catalog.int8, ulid_flake) IS 'greater than or equal';
CREATE FUNCTION int8_ulid_flake_cmp(pg_catalog.int8, ulid_flake) RETURNS pg_catalog.int4
	AS 'MODULE_PATHNAME', 'pgulid_flake_cmp' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
COMMENT ON FUNCTION int8_ulid_flake_cmp(pg_catalog.int8, ulid_flake) IS 'less-equal-greater';
CREATE OPERATOR = (
	LEFTARG = ulid_flake, RIGHTARG = pg_catalog.int8, FUNCTION = ulid_flake_int8_eq,
	COMMUTATOR = =, NEGATOR = <>,
	RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel, HASHES, MERGES
);
COMMENT ON OPERATOR = (ulid_flake, pg_catalog.int8) IS 'equal';
CREATE OPERATOR <> (
	LEFTARG = ulid_flake, RIGHTARG = pg_catalog.int8, FUNCTION = ulid_flake_int8_ne,
	COMMUTATOR = <>, NEGATOR = =,
	RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
COMMENT ON OPERATOR <> (ulid_flake, pg_catalog.int8) IS 'not equal';
CREATE OPERATOR < (
	LEFTARG = ulid_flake, RIGHTARG = pg_catalog.int8, FUNCTION = ulid_flake_int8_lt,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (ulid_flake, pg_catalog.int8) IS 'less than';
CREATE OPERATOR <= (
	LEFTARG = ulid_flake, RIGHTARG = pg_catalog.int8, FUNCTION = ulid_flake_int8_le,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (ulid_flake, pg_catalog.int8) IS 'less than or equal';
CREATE OPERATOR > (
	LEFTARG = ulid_flake, RIGHTARG = pg_catalog.int8, FUNCTION = ulid_flake_int8_gt,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (ulid_flake, pg_catalog.int8) IS 'greater than';
CREATE OPERATOR >= (
	LEFTARG = ulid_flake, RIGHTARG = pg_catalog.int8, FUNCTION = ulid_flake_int8_ge,
	COMMUTATOR = <=, NEGATOR = <,
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);
COMMENT ON OPERATOR >= (ulid_flake, pg_catalog.int8) IS 'greater than or equal';
CREATE OPERATOR = (
	LEFTARG = pg_catalog.int8, RIGHTARG = ulid_flake, FUNCTION = int8_ulid_flake_eq,
	COMMUTATOR = =, NEGATOR = <>,
	RESTRICT = pg_catalog.eqsel, JOIN = pg_catalog.eqjoinsel, HASHES, MERGES
);
COMMENT ON OPERATOR = (pg_catalog.int8, ulid_flake) IS 'equal';
CREATE OPERATOR <> (
	LEFTARG = pg_catalog.int8, RIGHTARG = ulid_flake, FUNCTION = int8_ulid_flake_ne,
	COMMUTATOR = <>, NEGATOR = =,
	RESTRICT = pg_catalog.neqsel, JOIN = pg_catalog.neqjoinsel
);
COMMENT ON OPERATOR <> (pg_catalog.int8, ulid_flake) IS 'not equal';
CREATE OPERATOR < (
	LEFTARG = pg_catalog.int8, RIGHTARG = ulid_flake, FUNCTION = int8_ulid_flake_lt,
	COMMUTATOR = >, NEGATOR = >=,
	RESTRICT = pg_catalog.scalarltsel, JOIN = pg_catalog.scalarltjoinsel
);
COMMENT ON OPERATOR < (pg_catalog.int8, ulid_flake) IS 'less than';
CREATE OPERATOR <= (
	LEFTARG = pg_catalog.int8, RIGHTARG = ulid_flake, FUNCTION = int8_ulid_flake_le,
	COMMUTATOR = >=, NEGATOR = >,
	RESTRICT = pg_catalog.scalarlesel, JOIN = pg_catalog.scalarlejoinsel
);
COMMENT ON OPERATOR <= (pg_catalog.int8, ulid_flake) IS 'less than or equal';
CREATE OPERATOR > (
	LEFTARG = pg_catalog.int8, RIGHTARG = ulid_flake, FUNCTION = int8_ulid_flake_gt,
	COMMUTATOR = <, NEGATOR = <=,
	RESTRICT = pg_catalog.scalargtsel, JOIN = pg_catalog.scalargtjoinsel
);
COMMENT ON OPERATOR > (pg_catalog.int8, ulid_flake) IS 'greater than';
CREATE OPERATOR >= (
	LEFTARG = pg_catalog.int8, RIGHTARG = ulid_flake, FUNCTION = int8_ulid_flake_ge,
	COMMUTATOR = <=, NEGATOR = <,
	RESTRICT = pg_catalog.scalargesel, JOIN = pg_catalog.scalargejoinsel
);
COMMENT ON OPERATOR >= (pg_catalog.int8, ulid_flake) IS 'greater than or equal';
ALTER OPERATOR FAMILY ulid_flake_ops USING btree ADD
	OPERATOR 1 < (ulid_flake, pg_catalog.int8),
	OPERATOR 2 <= (ulid_flake, pg_catalog.int8),
	OPERATOR 3 = (ulid_flake, pg_catalog.int8),
	OPERATOR 4 >= (ulid_flake, pg_catalog.int8),
	OPERATOR 5 > (ulid_flake, pg_catalog.int8),
	FUNCTION 1 (ulid_flake, pg_catalog.int8) ulid_flake_int8_cmp(ulid_flake, pg_catalog.int8),
	OPERATOR 1 < (pg_catalog.int8, ulid_flake),
	OPERATOR 2 <= (pg_catalog.int8, ulid_flake),
	OPERATOR 3 = (pg_catalog.int8, ulid_flake),
	OPERATOR 4 >= (pg_catalog.int8, ulid_flake),
	OPERATOR 5 > (pg_catalog.int8, ulid_flake),
	FUNCTION 1 (pg_catalog.int8, ulid_flake) int8_ulid_flake_cmp(pg_catalog.int8, ulid_flake),
	OPERATOR 1 pg_catalog.< (pg_catalog.int8, pg_catalog.int8),
	OPERATOR 2 pg_catalog.<= (pg_catalog.int8, pg_catalog.int8),
	OPERATOR 3 pg_catalog.= (pg_catalog.int8, pg_catalog.int8),
	OPERATOR 4 pg_catalog.>= (pg_catalog.int8, pg_catalog.int8),
	OPERATOR 5 pg_catalog.> (pg_catalog.int8, pg_catalog.int8),
	FUNCTION 1 (pg_catalog.int8, pg_catalog.int8) pg_catalog.btint8cmp(pg_catalog.int8, pg_catalog.int8),
	FUNCTION 2 (pg_catalog.int8, pg_catalog.int8) pg_catalog.btint8sortsupport(pg_catalog.internal);

ALTER OPERATOR FAMILY ulid_flake_ops USING hash ADD
	OPERATOR 1 = (ulid_flake, pg_catalog.int8),
	OPERATOR 1 = (pg_catalog.int8, ulid_flake),
	OPERATOR 1 pg_catalog.= (pg_catalog.int8, pg_catalog.int8),
	FUNCTION 1 (pg_catalog.int8, pg_catalog.int8) pg_catalog.hashint8(pg_catalog.int8),
	FUNCTION 2 (pg_catalog.int8, pg_catalog.int8) pg_catalog.hashint8extended(pg_catalog.int8, pg_catalog.int8);

-- the distance function of BRIN baseuid_minmax_multi_ops (the BRIN
-- minmax-multi and bloom classes of ulid_flake and baseuid are added by
-- ulid_refresh_catalog())
CREATE FUNCTION baseuid_brin_distance(pg_catalog.internal, pg_catalog.internal) RETURNS pg_catalog.float8
	AS 'MODULE_PATHNAME', 'pgulid_baseuid_brin_distance' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION baseuid_brin_distance(pg_catalog.internal, pg_catalog.internal) IS 'BRIN minmax-multi support: the distance between two BaseUIDs (their difference as a fraction of the whole range)';

-- ULIDs that are also valid UUIDv7 (the setting ulid.uuidv7 is the module's)
CREATE FUNCTION ulid_is_uuidv7(ulid) RETURNS boolean
	AS 'MODULE_PATHNAME', 'pgulid_is_uuidv7' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_is_uuidv7(ulid) IS 'whether a ULID is also a valid UUIDv7 (RFC 9562: version 7, variant 10), as the generators make them when ulid.uuidv7 is on';
COMMENT ON FUNCTION gen_ulid(pg_catalog.timestamptz) IS 'a new ULID for the given time (to the millisecond) with 80 fresh random bits (a UUIDv7 with 74 when ulid.uuidv7 is on)';
COMMENT ON FUNCTION gen_random_ulid() IS 'a new ULID for the current time with 80 fresh random bits (a UUIDv7 with 74 when ulid.uuidv7 is on; not monotonic)';

-- partitioning functions for TimescaleDB
CREATE FUNCTION ulid_partition_time(ulid) RETURNS pg_catalog.timestamptz
	AS 'MODULE_PATHNAME', 'pgulid_partition_time' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_partition_time(ulid) IS 'the millisecond of a ULID, plus 1 microsecond unless it is the lowest ULID of that millisecond: a TimescaleDB partitioning function under which every comparison on the id is exact';
CREATE FUNCTION ulid_flake_partition_time(ulid_flake) RETURNS pg_catalog.timestamptz
	AS 'MODULE_PATHNAME', 'pgulid_flake_partition_time' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION ulid_flake_partition_time(ulid_flake) IS 'the millisecond of a Ulid-Flake id, plus 1 microsecond unless it is the lowest id of that millisecond: a TimescaleDB partitioning function under which every comparison on the id is exact';

-- the shared generators: gen_monotonic_ulid() steps randomly,
-- gen_ulid_flake() runs at most 10 ms ahead of the clock
COMMENT ON FUNCTION gen_monotonic_ulid() IS 'a new ULID for the current time, strictly greater than every ULID this function returned before on this server, also after a restart; a random step of 1 to 2^32 within a millisecond';
COMMENT ON FUNCTION gen_ulid_flake() IS 'a new Ulid-Flake id, strictly greater than every id this function returned before on this server, also after a restart; at most 10 ms ahead of the clock (it waits beyond); node id: ulid.flake_node_id';

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
