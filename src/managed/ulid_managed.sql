-- ulid_managed.sql: the managed edition of ulid, in SQL and PL/pgSQL only.
--
-- For PostgreSQL 13 and later where C extensions cannot be loaded (managed
-- services).  Read doc/managed.md first.  In short:
--
--   * `ulid` here is a DOMAIN over uuid: the column stores the same 16 bytes
--     as the native ulid type, but its text form is uuid's.  id::text and
--     SELECT id show 01890a5d-ac96-774b-bcce-b302099a8057, not the 26
--     Crockford characters: write ulid_to_text(id) to show a ULID, and
--     ulid_from_text('01H455VB4PEX5VSKNK084SN02Q') to accept one.
--   * Every function returns exactly what the native extension's function of
--     the same name returns, and raises the same errors (SQLSTATE, message,
--     detail, hint) -- test/managed/run compares them on >100,000 values.
--     The generators follow the native rules with the differences
--     doc/managed.md lists (gen_ulid() keeps no state).
--
-- Install into a schema of your choice, as the owner of the database (no
-- superuser needed): the objects are created in the first schema of the
-- search_path, for example
--
--   psql -v ON_ERROR_STOP=1 -c 'CREATE SCHEMA ulid_managed' \
--        -c 'SET search_path = ulid_managed' -f ulid_managed.sql
--
-- or as the pg_tle extension ulid_managed (ulid_managed_pgtle.sql).  The file
-- can be run again over an earlier version: it replaces the functions in
-- place (CREATE OR REPLACE), so it is also its own update script.  It runs
-- in one transaction (the BEGIN and COMMIT lines below, which
-- ulid_managed_pgtle.sql leaves out): if any statement fails, nothing is
-- kept, with or without ON_ERROR_STOP.
--
-- Rules this file keeps (so that it runs unchanged as a psql script and as a
-- pg_tle extension script, in any schema):
--   * no psql meta-commands, no schema names of its own: every object is
--     created in the current schema, and no function body names another
--     function of this file (a body is resolved with the caller's
--     search_path, which need not contain this schema);
--   * no function has a SET search_path clause (it costs about as much as
--     the rest of a call, and keeps an SQL function from being inlined), so
--     a body is parsed with the caller's search_path: every built-in
--     function, type and collation is qualified with pg_catalog, and every
--     operator is written OPERATOR(pg_catalog.x) -- an operator looked up
--     along the search_path could be one another role planted in a schema
--     there (public, say), chosen over pg_catalog's when its argument types
--     match better, and it would run with the caller's rights.  Syntax that
--     looks operators up by name (BETWEEN, IN, LIKE, simple CASE) is not
--     used.  OPERATOR(...) has one precedence for every operator, so each
--     mixed expression is parenthesized;
--   * the random bits come from gen_random_uuid() (a CSPRNG, in core since
--     PostgreSQL 13);
--   * nothing newer than PostgreSQL 13.
BEGIN;

-- The type: every 16 bytes are a ULID (48-bit Unix-millisecond timestamp,
-- 80 bits after it, big-endian), so the domain has no CHECK constraint (and a
-- domain without constraints keeps uuid's speed: nothing is checked on
-- insert, and ALTER COLUMN ... TYPE to the native ulid needs no rewrite).
-- A type named ulid already in the schema is used only if it is this
-- edition's own: a domain over pg_catalog.uuid, without constraint, default
-- or NOT NULL, owned by the installing role (an earlier install).  Anything
-- else is refused here, before any function is created: every function
-- below would take and return it, and a CHECK constraint or a type of
-- another role's would run that role's code in every call.
DO $do$
DECLARE
	ns CONSTANT pg_catalog.oid := (SELECT n.oid FROM pg_catalog.pg_namespace n
		WHERE n.nspname OPERATOR(pg_catalog.=) pg_catalog.current_schema());
	ty record;
BEGIN
	IF ns IS NULL THEN
		RAISE EXCEPTION USING ERRCODE = '3F000', MESSAGE = 'no schema has been selected to install the ulid managed edition into',
			HINT = 'Create the schema and put it first on the search_path: SET search_path = ulid_managed.';
	END IF;
	SELECT t.oid, t.typtype, t.typbasetype, t.typowner, t.typnotnull, t.typdefaultbin,
			EXISTS (SELECT FROM pg_catalog.pg_constraint c WHERE c.contypid OPERATOR(pg_catalog.=) t.oid) AS constrained
		INTO ty FROM pg_catalog.pg_type t
		WHERE t.typnamespace OPERATOR(pg_catalog.=) ns AND t.typname OPERATOR(pg_catalog.=) 'ulid';
	IF NOT FOUND THEN
		CREATE DOMAIN ulid AS pg_catalog.uuid;
	ELSIF ty.typtype OPERATOR(pg_catalog.<>) 'd' OR ty.typbasetype OPERATOR(pg_catalog.<>) 'pg_catalog.uuid'::pg_catalog.regtype
			OR ty.typowner OPERATOR(pg_catalog.<>) (SELECT r.oid FROM pg_catalog.pg_roles r WHERE r.rolname OPERATOR(pg_catalog.=) CURRENT_USER)
			OR ty.typnotnull OR ty.typdefaultbin IS NOT NULL OR ty.constrained THEN
		RAISE EXCEPTION USING ERRCODE = '42710',
			MESSAGE = pg_catalog.format('type %I.ulid already exists and is not the ulid managed edition''s domain', pg_catalog.current_schema()),
			DETAIL = pg_catalog.format('It is %s, owned by %s. The edition uses an existing ulid only if it is a domain over pg_catalog.uuid without constraint, default or NOT NULL, owned by the installing role (%s).',
				CASE WHEN ty.typtype OPERATOR(pg_catalog.<>) 'd' THEN 'not a domain'
					ELSE pg_catalog.format('a domain over %s%s', ty.typbasetype::pg_catalog.regtype,
						CASE WHEN ty.typnotnull OR ty.typdefaultbin IS NOT NULL OR ty.constrained THEN ' with a constraint or default' ELSE '' END) END,
				pg_catalog.pg_get_userbyid(ty.typowner), CURRENT_USER),
			HINT = 'Install into another schema, or drop or rename that type first.';
	END IF;
END
$do$;
COMMENT ON DOMAIN ulid IS
	'ULID (managed edition): the same 16 bytes as the native ulid type, stored as a uuid; its text is uuid''s: use ulid_to_text() and ulid_from_text() for the 26-character form';

--
-- Generators.  A clock reading's microseconds since 1970 are exact from its
-- 8 bytes (timestamptz_send: microseconds since 2000, an int8), where
-- date_part('epoch') would round through a double.
--

-- The layout of the native generators (doc/generators.md): ulid.uuidv7
-- (the native extension's setting when it is loaded; else a placeholder any
-- session may SET, or ALTER ROLE/DATABASE ... SET; unset or reset to '' is
-- off) picks the ULID layout or UUIDv7's, read as boolean input reads it.
--
-- gen_random_ulid(), one SQL expression inlined into the calling query (so
-- not STRICT: PostgreSQL inlines a STRICT function only if its body is
-- strict, and the CASE and COALESCE that read the setting are not; without
-- arguments STRICT changes nothing else).  The clock reading's tick,
-- floor(microseconds since 1970 * 4096 / 1000): the millisecond << 12 | the
-- 12-bit fraction, exactly the native tick of the nanoseconds truncated to
-- the microsecond.  (In int8, microseconds * 512 overflow after the year
-- 2540: error 22003 then, never a wrong id; numeric costs more per call.)
-- As 15 hex digits: to_hex of tick + 2^60 is 16 digits starting with 1 for
-- every tick from 1970 on, and lpad to 17 with 'x' and dropping 'x1' leaves
-- the 15; any other tick (a clock before 1970) keeps an 'x', which uuid
-- input refuses: never a wrong id.  Then the random bits of a version 4
-- uuid's text: ULID layout, its hex digits 1-8 and 28-36 (68 bits; dropping
-- characters 9-27 drops its version and variant); UUIDv7, '7' inserted
-- before the fraction (rand_a) and characters 20-36 (its variant digit 8-b,
-- then 62 random bits; the hyphen left after 20 digits is one uuid input
-- accepts).  One CASE on the setting around the two whole expressions, so
-- that a call reads the clock once.
CREATE OR REPLACE FUNCTION gen_random_ulid() RETURNS ulid
LANGUAGE sql VOLATILE CALLED ON NULL INPUT PARALLEL SAFE AS $fn$
	SELECT (CASE WHEN CASE WHEN COALESCE(pg_catalog.current_setting('ulid.uuidv7', true), '') OPERATOR(pg_catalog.=) '' THEN false
			ELSE pg_catalog.current_setting('ulid.uuidv7', true)::pg_catalog.bool END
		THEN pg_catalog.overlay(pg_catalog.replace(pg_catalog.lpad(pg_catalog.to_hex(((((('x' OPERATOR(pg_catalog.||) pg_catalog.encode(pg_catalog.timestamptz_send(pg_catalog.clock_timestamp()), 'hex'))::pg_catalog.bit(64)::pg_catalog.int8)
						OPERATOR(pg_catalog.+) 946684800000000) OPERATOR(pg_catalog.*) 512) OPERATOR(pg_catalog./) 125)
					OPERATOR(pg_catalog.+) 1152921504606846976), 17, 'x'), 'x1', ''), '7', 13, 0)
			OPERATOR(pg_catalog.||) pg_catalog.overlay(pg_catalog.gen_random_uuid()::pg_catalog.text, '', 1, 19)
		ELSE pg_catalog.replace(pg_catalog.lpad(pg_catalog.to_hex(((((('x' OPERATOR(pg_catalog.||) pg_catalog.encode(pg_catalog.timestamptz_send(pg_catalog.clock_timestamp()), 'hex'))::pg_catalog.bit(64)::pg_catalog.int8)
					OPERATOR(pg_catalog.+) 946684800000000) OPERATOR(pg_catalog.*) 512) OPERATOR(pg_catalog./) 125)
				OPERATOR(pg_catalog.+) 1152921504606846976), 17, 'x'), 'x1', '')
			OPERATOR(pg_catalog.||) pg_catalog.overlay(pg_catalog.gen_random_uuid()::pg_catalog.text, '', 9, 19) END)::pg_catalog.uuid
$fn$;
COMMENT ON FUNCTION gen_random_ulid() IS
	'a new ULID for the current time (millisecond, 12-bit fraction of it to the clock''s microsecond, 68 fresh random bits; ulid.uuidv7: a UUIDv7 with 62), not monotonic';

-- gen_ulid(): strictly increasing within the session, in the layout of
-- gen_random_ulid() above.  It keeps no state: its state is the clock.  It
-- reads the clock (r), takes the random bits, and reads the clock again
-- until the reading differs from r (at most one clock tick, a microsecond;
-- the random bits usually take longer); the id is of that last reading.
-- Every id is then of a reading later than the previous call's last one, so
-- of a later tick (a microsecond is 4.096 ticks of 1/4096 ms), whatever
-- rolled back in between (savepoints, exception blocks, transactions),
-- after DISCARD ALL, and whatever the session has SET: nothing a rollback
-- restores or a role writes is read, but for the layout (ulid.uuidv7).
-- Each id is thus what the native gen_ulid() makes for a tick later than
-- its previous id's: that tick and fresh random bits; the native "same tick:
-- previous id + 1" never applies.  That holds while the system clock does
-- not go back; when it does (a step back of the time service), ids are of
-- the clock's time, fresh random bits, so they may sort before earlier ones
-- until the clock catches up, but no id repeats (doc/managed.md); so may
-- the ids of the rest of a millisecond in which ulid.uuidv7 changed.
CREATE OR REPLACE FUNCTION gen_ulid() RETURNS ulid
LANGUAGE plpgsql VOLATILE STRICT PARALLEL RESTRICTED AS $fn$
DECLARE
	r CONSTANT pg_catalog.timestamptz := pg_catalog.clock_timestamp();
	u CONSTANT pg_catalog.text := pg_catalog.gen_random_uuid()::pg_catalog.text;
	v7 CONSTANT pg_catalog.bool := CASE WHEN COALESCE(pg_catalog.current_setting('ulid.uuidv7', true), '') OPERATOR(pg_catalog.=) '' THEN false
		ELSE pg_catalog.current_setting('ulid.uuidv7', true)::pg_catalog.bool END;
	c pg_catalog.timestamptz := pg_catalog.clock_timestamp();
	us pg_catalog.int8;
	t pg_catalog.text;
BEGIN
	WHILE c OPERATOR(pg_catalog.=) r LOOP
		c := pg_catalog.clock_timestamp();
	END LOOP;
	IF c OPERATOR(pg_catalog.<) '1970-01-01 00:00:00+00' OR c OPERATOR(pg_catalog.>=) '10889-08-02 05:31:50.656+00' THEN
		RAISE EXCEPTION USING ERRCODE = '22008',
			MESSAGE = 'system clock is outside the range of ULID timestamps';
	END IF;
	us := (('x' OPERATOR(pg_catalog.||) pg_catalog.encode(pg_catalog.timestamptz_send(c), 'hex'))::pg_catalog.bit(64)::pg_catalog.int8)
		OPERATOR(pg_catalog.+) 946684800000000;
	-- 15 hex digits of the tick (ms * 4096 + fraction)
	t := pg_catalog.lpad(pg_catalog.to_hex(((us OPERATOR(pg_catalog./) 1000) OPERATOR(pg_catalog.*) 4096)
		OPERATOR(pg_catalog.+) (((us OPERATOR(pg_catalog.%) 1000) OPERATOR(pg_catalog.*) 512) OPERATOR(pg_catalog./) 125)), 15, '0');
	-- then the random bits, as gen_random_ulid()
	IF v7 THEN
		RETURN (pg_catalog.overlay(t, '7', 13, 0) OPERATOR(pg_catalog.||) pg_catalog.overlay(u, '', 1, 19))::pg_catalog.uuid;
	END IF;
	RETURN (t OPERATOR(pg_catalog.||) pg_catalog.overlay(u, '', 9, 19))::pg_catalog.uuid;
END
$fn$;
COMMENT ON FUNCTION gen_ulid() IS
	'a new ULID for the current time (millisecond, 12-bit fraction of it to the clock''s microsecond, 68 random bits; ulid.uuidv7: a UUIDv7 with 62), strictly greater than the previous one of this session while the system clock does not go back; keeps no state';

-- the range of ULID timestamps, as the native extension checks it
CREATE OR REPLACE FUNCTION gen_ulid(at pg_catalog.timestamptz) RETURNS ulid
LANGUAGE plpgsql VOLATILE STRICT PARALLEL SAFE AS $fn$
DECLARE
	v7 CONSTANT pg_catalog.bool := CASE WHEN COALESCE(pg_catalog.current_setting('ulid.uuidv7', true), '') OPERATOR(pg_catalog.=) '' THEN false
		ELSE pg_catalog.current_setting('ulid.uuidv7', true)::pg_catalog.bool END;
	u pg_catalog.text;
	ms pg_catalog.text;
BEGIN
	IF NOT pg_catalog.isfinite(at) OR at OPERATOR(pg_catalog.<) '1970-01-01 00:00:00+00' OR at OPERATOR(pg_catalog.>=) '10889-08-02 05:31:50.656+00' THEN
		RAISE EXCEPTION USING ERRCODE = '22008',
			MESSAGE = 'timestamp out of range for type ulid',
			DETAIL = CASE WHEN pg_catalog.isfinite(at)
				THEN 'ULID timestamps range from 1970-01-01 00:00:00+00 to 10889-08-02 05:31:50.655+00.'
				ELSE 'An infinite timestamp has no ULID.' END;
	END IF;
	u := pg_catalog.gen_random_uuid()::pg_catalog.text;
	-- the millisecond (floor: the microseconds are >= 0 here)
	ms := pg_catalog.lpad(pg_catalog.to_hex(((('x' OPERATOR(pg_catalog.||) pg_catalog.encode(pg_catalog.timestamptz_send(at), 'hex'))::pg_catalog.bit(64)::pg_catalog.int8)
		OPERATOR(pg_catalog.+) 946684800000000) OPERATOR(pg_catalog./) 1000), 12, '0');
	-- UUIDv7: '7', 12 random bits of rand_a (the uuid's digits 1-3), its
	-- variant digit and 62 random bits (characters 20-36); else 80 random
	-- bits (its digits 1-8 and 25-36)
	IF v7 THEN
		RETURN (ms OPERATOR(pg_catalog.||) '7' OPERATOR(pg_catalog.||) pg_catalog.overlay(u, '', 4, 16))::pg_catalog.uuid;
	END IF;
	RETURN (ms OPERATOR(pg_catalog.||) pg_catalog.overlay(u, '', 9, 15))::pg_catalog.uuid;
END
$fn$;
COMMENT ON FUNCTION gen_ulid(pg_catalog.timestamptz) IS
	'a new ULID for the given time (to the millisecond) with 80 fresh random bits (ulid.uuidv7: a UUIDv7 with 74)';

--
-- Time: the timestamp inside a ULID, and the ULIDs bounding a millisecond.
-- Sub-millisecond parts are truncated toward the past.  The arithmetic is
-- exact over the whole range (whole seconds and milliseconds apart, so no
-- double rounding), and immutable (timestamp arithmetic, read as UTC).
--

CREATE OR REPLACE FUNCTION ulid_to_timestamp(id ulid) RETURNS pg_catalog.timestamp
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
	SELECT ('1970-01-01 00:00:00'::pg_catalog.timestamp
		OPERATOR(pg_catalog.+) ((('x' OPERATOR(pg_catalog.||) pg_catalog.substr(pg_catalog.encode(pg_catalog.uuid_send(id), 'hex'), 1, 12))::pg_catalog.bit(48)::pg_catalog.int8 OPERATOR(pg_catalog./) 1000)
			OPERATOR(pg_catalog.*) '1 second'::pg_catalog.interval))
		OPERATOR(pg_catalog.+) ((('x' OPERATOR(pg_catalog.||) pg_catalog.substr(pg_catalog.encode(pg_catalog.uuid_send(id), 'hex'), 1, 12))::pg_catalog.bit(48)::pg_catalog.int8 OPERATOR(pg_catalog.%) 1000)
			OPERATOR(pg_catalog.*) '1 millisecond'::pg_catalog.interval)
$fn$;
COMMENT ON FUNCTION ulid_to_timestamp(ulid) IS
	'the creation time of a ULID as a timestamp in UTC';

CREATE OR REPLACE FUNCTION ulid_timestamp(id ulid) RETURNS pg_catalog.timestamptz
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
	SELECT pg_catalog.timezone('UTC', ('1970-01-01 00:00:00'::pg_catalog.timestamp
		OPERATOR(pg_catalog.+) ((('x' OPERATOR(pg_catalog.||) pg_catalog.substr(pg_catalog.encode(pg_catalog.uuid_send(id), 'hex'), 1, 12))::pg_catalog.bit(48)::pg_catalog.int8 OPERATOR(pg_catalog./) 1000)
			OPERATOR(pg_catalog.*) '1 second'::pg_catalog.interval))
		OPERATOR(pg_catalog.+) ((('x' OPERATOR(pg_catalog.||) pg_catalog.substr(pg_catalog.encode(pg_catalog.uuid_send(id), 'hex'), 1, 12))::pg_catalog.bit(48)::pg_catalog.int8 OPERATOR(pg_catalog.%) 1000)
			OPERATOR(pg_catalog.*) '1 millisecond'::pg_catalog.interval))
$fn$;
COMMENT ON FUNCTION ulid_timestamp(ulid) IS
	'the creation time of a ULID (its 48-bit millisecond timestamp)';

CREATE OR REPLACE FUNCTION ulid_partition_time(id ulid) RETURNS pg_catalog.timestamptz
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
	SELECT pg_catalog.timezone('UTC', (('1970-01-01 00:00:00'::pg_catalog.timestamp
		OPERATOR(pg_catalog.+) ((('x' OPERATOR(pg_catalog.||) pg_catalog.substr(pg_catalog.encode(pg_catalog.uuid_send(id), 'hex'), 1, 12))::pg_catalog.bit(48)::pg_catalog.int8 OPERATOR(pg_catalog./) 1000)
			OPERATOR(pg_catalog.*) '1 second'::pg_catalog.interval))
		OPERATOR(pg_catalog.+) ((('x' OPERATOR(pg_catalog.||) pg_catalog.substr(pg_catalog.encode(pg_catalog.uuid_send(id), 'hex'), 1, 12))::pg_catalog.bit(48)::pg_catalog.int8 OPERATOR(pg_catalog.%) 1000)
			OPERATOR(pg_catalog.*) '1 millisecond'::pg_catalog.interval))
		OPERATOR(pg_catalog.+) CASE WHEN pg_catalog.substr(pg_catalog.encode(pg_catalog.uuid_send(id), 'hex'), 13) OPERATOR(pg_catalog.=) '00000000000000000000'
			THEN '0'::pg_catalog.interval ELSE '1 microsecond'::pg_catalog.interval END)
$fn$;
COMMENT ON FUNCTION ulid_partition_time(ulid) IS
	'the millisecond of a ULID, plus 1 microsecond unless it is the lowest ULID of that millisecond (a TimescaleDB partitioning function under which every comparison on the id is exact)';

CREATE OR REPLACE FUNCTION ulid_is_uuidv7(id ulid) RETURNS pg_catalog.bool
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
	SELECT pg_catalog.substr(pg_catalog.encode(pg_catalog.uuid_send(id), 'hex'), 13, 1) OPERATOR(pg_catalog.=) '7'
		AND pg_catalog.substr(pg_catalog.encode(pg_catalog.uuid_send(id), 'hex'), 17, 1) OPERATOR(pg_catalog.=) ANY ('{8,9,a,b}'::pg_catalog.text[])
$fn$;
COMMENT ON FUNCTION ulid_is_uuidv7(ulid) IS
	'whether a ULID is also a valid UUIDv7 (RFC 9562: version 7, variant 10)';

CREATE OR REPLACE FUNCTION ulid_min(at pg_catalog.timestamptz) RETURNS ulid
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
BEGIN
	IF NOT pg_catalog.isfinite(at) OR at OPERATOR(pg_catalog.<) '1970-01-01 00:00:00+00' OR at OPERATOR(pg_catalog.>=) '10889-08-02 05:31:50.656+00' THEN
		RAISE EXCEPTION USING ERRCODE = '22008',
			MESSAGE = 'timestamp out of range for type ulid',
			DETAIL = CASE WHEN pg_catalog.isfinite(at)
				THEN 'ULID timestamps range from 1970-01-01 00:00:00+00 to 10889-08-02 05:31:50.655+00.'
				ELSE 'An infinite timestamp has no ULID.' END;
	END IF;
	RETURN (pg_catalog.lpad(pg_catalog.to_hex(((('x' OPERATOR(pg_catalog.||) pg_catalog.encode(pg_catalog.timestamptz_send(at), 'hex'))::pg_catalog.bit(64)::pg_catalog.int8)
			OPERATOR(pg_catalog.+) 946684800000000) OPERATOR(pg_catalog./) 1000), 12, '0')
		OPERATOR(pg_catalog.||) '00000000000000000000')::pg_catalog.uuid;
END
$fn$;
COMMENT ON FUNCTION ulid_min(pg_catalog.timestamptz) IS
	'the lowest ULID of the given millisecond (random part all zeros)';

CREATE OR REPLACE FUNCTION ulid_max(at pg_catalog.timestamptz) RETURNS ulid
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
BEGIN
	IF NOT pg_catalog.isfinite(at) OR at OPERATOR(pg_catalog.<) '1970-01-01 00:00:00+00' OR at OPERATOR(pg_catalog.>=) '10889-08-02 05:31:50.656+00' THEN
		RAISE EXCEPTION USING ERRCODE = '22008',
			MESSAGE = 'timestamp out of range for type ulid',
			DETAIL = CASE WHEN pg_catalog.isfinite(at)
				THEN 'ULID timestamps range from 1970-01-01 00:00:00+00 to 10889-08-02 05:31:50.655+00.'
				ELSE 'An infinite timestamp has no ULID.' END;
	END IF;
	RETURN (pg_catalog.lpad(pg_catalog.to_hex(((('x' OPERATOR(pg_catalog.||) pg_catalog.encode(pg_catalog.timestamptz_send(at), 'hex'))::pg_catalog.bit(64)::pg_catalog.int8)
			OPERATOR(pg_catalog.+) 946684800000000) OPERATOR(pg_catalog./) 1000), 12, '0')
		OPERATOR(pg_catalog.||) 'ffffffffffffffffffff')::pg_catalog.uuid;
END
$fn$;
COMMENT ON FUNCTION ulid_max(pg_catalog.timestamptz) IS
	'the highest ULID of the given millisecond (random part all ones)';

--
-- Time predicates: ulid <op> timestamptz and timestamptz <op> ulid, for <,
-- <=, > and >= (and so BETWEEN), mean exactly ulid_timestamp(id) <op> X, as
-- the native operators.  Each operator's function is one SQL expression the
-- planner inlines into the query (so not STRICT: the CASEs are not strict),
-- and that expression is two comparisons of the id with uuid bounds, which
-- the uuid btree (the primary key) and BRIN indexes serve: for a constant X
-- both bounds are constants; for now() - interval '1 hour', a parameter or a
-- column of another table they are computed once per index scan.  Two
-- comparisons because every 16 bytes are an id: no single bound gives both
-- "every id" (X before 1970) and "no id" (X after the last millisecond), so
-- the second bound is the far end of the uuids, or one short of the first
-- bound for no id (and a NULL id still gives NULL).  The millisecond bound
-- is exact: X's microseconds since 1970 from its 8 bytes (not a double),
-- whole milliseconds by integer division of a non-negative number (X is
-- inside the range there), the id's time compared as a multiple of 1 ms:
--   time >= X  <=>  ms >= ceil(X / 1 ms)      time >  X  <=>  ms >= floor(X / 1 ms) + 1
--   time <= X  <=>  ms <= floor(X / 1 ms)     time <  X  <=>  ms <= ceil(X / 1 ms) - 1
-- The commuted forms (timestamptz <op> ulid) are these functions with the
-- arguments swapped, made from their definitions below.
--

CREATE OR REPLACE FUNCTION ulid_ge_timestamptz(id ulid, at pg_catalog.timestamptz) RETURNS pg_catalog.bool
LANGUAGE sql IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE AS $fn$
	SELECT id::pg_catalog.uuid OPERATOR(pg_catalog.>=) (CASE
			WHEN at OPERATOR(pg_catalog.>) '10889-08-02 05:31:50.655+00'::pg_catalog.timestamptz THEN 'ffffffff-ffff-ffff-ffff-ffffffffffff'
			WHEN at OPERATOR(pg_catalog.<=) '1970-01-01 00:00:00+00'::pg_catalog.timestamptz THEN '00000000-0000-0000-0000-000000000000'
			ELSE pg_catalog.lpad(pg_catalog.to_hex(((('x' OPERATOR(pg_catalog.||) pg_catalog.encode(pg_catalog.timestamptz_send(at), 'hex'))::pg_catalog.bit(64)::pg_catalog.int8)
				OPERATOR(pg_catalog.+) 946684800000999) OPERATOR(pg_catalog./) 1000), 12, '0') OPERATOR(pg_catalog.||) '00000000000000000000' END)::pg_catalog.uuid
		AND id::pg_catalog.uuid OPERATOR(pg_catalog.<=) (CASE
			WHEN at OPERATOR(pg_catalog.>) '10889-08-02 05:31:50.655+00'::pg_catalog.timestamptz THEN 'ffffffff-ffff-ffff-ffff-fffffffffffe'
			ELSE 'ffffffff-ffff-ffff-ffff-ffffffffffff' END)::pg_catalog.uuid
$fn$;

CREATE OR REPLACE FUNCTION ulid_gt_timestamptz(id ulid, at pg_catalog.timestamptz) RETURNS pg_catalog.bool
LANGUAGE sql IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE AS $fn$
	SELECT id::pg_catalog.uuid OPERATOR(pg_catalog.>=) (CASE
			WHEN at OPERATOR(pg_catalog.>=) '10889-08-02 05:31:50.655+00'::pg_catalog.timestamptz THEN 'ffffffff-ffff-ffff-ffff-ffffffffffff'
			WHEN at OPERATOR(pg_catalog.<) '1970-01-01 00:00:00+00'::pg_catalog.timestamptz THEN '00000000-0000-0000-0000-000000000000'
			ELSE pg_catalog.lpad(pg_catalog.to_hex(((('x' OPERATOR(pg_catalog.||) pg_catalog.encode(pg_catalog.timestamptz_send(at), 'hex'))::pg_catalog.bit(64)::pg_catalog.int8)
				OPERATOR(pg_catalog.+) 946684800001000) OPERATOR(pg_catalog./) 1000), 12, '0') OPERATOR(pg_catalog.||) '00000000000000000000' END)::pg_catalog.uuid
		AND id::pg_catalog.uuid OPERATOR(pg_catalog.<=) (CASE
			WHEN at OPERATOR(pg_catalog.>=) '10889-08-02 05:31:50.655+00'::pg_catalog.timestamptz THEN 'ffffffff-ffff-ffff-ffff-fffffffffffe'
			ELSE 'ffffffff-ffff-ffff-ffff-ffffffffffff' END)::pg_catalog.uuid
$fn$;

CREATE OR REPLACE FUNCTION ulid_le_timestamptz(id ulid, at pg_catalog.timestamptz) RETURNS pg_catalog.bool
LANGUAGE sql IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE AS $fn$
	SELECT id::pg_catalog.uuid OPERATOR(pg_catalog.<=) (CASE
			WHEN at OPERATOR(pg_catalog.<) '1970-01-01 00:00:00+00'::pg_catalog.timestamptz THEN '00000000-0000-0000-0000-000000000000'
			WHEN at OPERATOR(pg_catalog.>=) '10889-08-02 05:31:50.655+00'::pg_catalog.timestamptz THEN 'ffffffff-ffff-ffff-ffff-ffffffffffff'
			ELSE pg_catalog.lpad(pg_catalog.to_hex(((('x' OPERATOR(pg_catalog.||) pg_catalog.encode(pg_catalog.timestamptz_send(at), 'hex'))::pg_catalog.bit(64)::pg_catalog.int8)
				OPERATOR(pg_catalog.+) 946684800000000) OPERATOR(pg_catalog./) 1000), 12, '0') OPERATOR(pg_catalog.||) 'ffffffffffffffffffff' END)::pg_catalog.uuid
		AND id::pg_catalog.uuid OPERATOR(pg_catalog.>=) (CASE
			WHEN at OPERATOR(pg_catalog.<) '1970-01-01 00:00:00+00'::pg_catalog.timestamptz THEN '00000000-0000-0000-0000-000000000001'
			ELSE '00000000-0000-0000-0000-000000000000' END)::pg_catalog.uuid
$fn$;

CREATE OR REPLACE FUNCTION ulid_lt_timestamptz(id ulid, at pg_catalog.timestamptz) RETURNS pg_catalog.bool
LANGUAGE sql IMMUTABLE CALLED ON NULL INPUT PARALLEL SAFE AS $fn$
	SELECT id::pg_catalog.uuid OPERATOR(pg_catalog.<=) (CASE
			WHEN at OPERATOR(pg_catalog.<=) '1970-01-01 00:00:00+00'::pg_catalog.timestamptz THEN '00000000-0000-0000-0000-000000000000'
			WHEN at OPERATOR(pg_catalog.>) '10889-08-02 05:31:50.655+00'::pg_catalog.timestamptz THEN 'ffffffff-ffff-ffff-ffff-ffffffffffff'
			ELSE pg_catalog.lpad(pg_catalog.to_hex(((('x' OPERATOR(pg_catalog.||) pg_catalog.encode(pg_catalog.timestamptz_send(at), 'hex'))::pg_catalog.bit(64)::pg_catalog.int8)
				OPERATOR(pg_catalog.+) 946684799999999) OPERATOR(pg_catalog./) 1000), 12, '0') OPERATOR(pg_catalog.||) 'ffffffffffffffffffff' END)::pg_catalog.uuid
		AND id::pg_catalog.uuid OPERATOR(pg_catalog.>=) (CASE
			WHEN at OPERATOR(pg_catalog.<=) '1970-01-01 00:00:00+00'::pg_catalog.timestamptz THEN '00000000-0000-0000-0000-000000000001'
			ELSE '00000000-0000-0000-0000-000000000000' END)::pg_catalog.uuid
$fn$;

-- the commuted functions, the comments, and the operators (an operator that
-- exists already is kept if it is this edition's: an earlier install; a
-- shell, made by an earlier operator's COMMUTATOR or NEGATOR, is filled in)
DO $do$
DECLARE
	ns CONSTANT pg_catalog.oid := (SELECT n.oid FROM pg_catalog.pg_namespace n
		WHERE n.nspname OPERATOR(pg_catalog.=) pg_catalog.current_schema());
	s CONSTANT pg_catalog.text := pg_catalog.quote_ident(pg_catalog.current_schema());
	f record;
	o record;
BEGIN
	FOR f IN SELECT * FROM (VALUES
			('ge', 'le', 'the time of the ULID is at or after the timestamp (ulid_timestamp(id) >= X)', 'the time of the ULID is at or after the timestamp (X <= ulid_timestamp(id))'),
			('gt', 'lt', 'the time of the ULID is later than the timestamp (ulid_timestamp(id) > X)', 'the time of the ULID is later than the timestamp (X < ulid_timestamp(id))'),
			('le', 'ge', 'the time of the ULID is at or before the timestamp (ulid_timestamp(id) <= X)', 'the time of the ULID is at or before the timestamp (X >= ulid_timestamp(id))'),
			('lt', 'gt', 'the time of the ULID is earlier than the timestamp (ulid_timestamp(id) < X)', 'the time of the ULID is earlier than the timestamp (X > ulid_timestamp(id))')
		) v(op, rev, note, revnote)
	LOOP
		-- CREATE OR REPLACE FUNCTION schema.ulid_ge_timestamptz(id ..., at ...) -> schema.timestamptz_le_ulid(at ..., id ...)
		EXECUTE pg_catalog.regexp_replace(pg_catalog.pg_get_functiondef(pg_catalog.format('%s.ulid_%s_timestamptz(%s.ulid, pg_catalog.timestamptz)', s, f.op, s)::pg_catalog.regprocedure),
			'^(CREATE OR REPLACE FUNCTION [^(]+\.)ulid_\w+_timestamptz\((id [^,]+), (at [^)]+)\)', '\1timestamptz_' OPERATOR(pg_catalog.||) f.rev OPERATOR(pg_catalog.||) '_ulid(\3, \2)');
		EXECUTE pg_catalog.format('COMMENT ON FUNCTION %s.ulid_%s_timestamptz(%s.ulid, pg_catalog.timestamptz) IS %L', s, f.op, s, f.note);
		EXECUTE pg_catalog.format('COMMENT ON FUNCTION %s.timestamptz_%s_ulid(pg_catalog.timestamptz, %s.ulid) IS %L', s, f.rev, s, f.revnote);
	END LOOP;
	FOR o IN SELECT w.*, pg_catalog.format('%s(%s, %s)', w.name, w.lty, w.rty) AS sig,
			(SELECT p FROM pg_catalog.pg_operator p WHERE p.oprnamespace OPERATOR(pg_catalog.=) ns AND p.oprname OPERATOR(pg_catalog.=) w.name
				AND p.oprleft OPERATOR(pg_catalog.=) w.lty::pg_catalog.regtype AND p.oprright OPERATOR(pg_catalog.=) w.rty::pg_catalog.regtype) AS old
		FROM (SELECT v.*, pg_catalog.format('%s.%s_%s_%s', s, v.l, v.fn, v.r)::pg_catalog.regproc AS code,
			CASE WHEN v.l OPERATOR(pg_catalog.=) 'ulid' THEN s OPERATOR(pg_catalog.||) '.ulid' ELSE 'pg_catalog.timestamptz' END AS lty,
			CASE WHEN v.r OPERATOR(pg_catalog.=) 'ulid' THEN s OPERATOR(pg_catalog.||) '.ulid' ELSE 'pg_catalog.timestamptz' END AS rty
		FROM (VALUES
			('<', 'ulid', 'lt', 'timestamptz', '>', '>=', 'scalarlt', 'the time of the ULID is earlier than the timestamp'),
			('<=', 'ulid', 'le', 'timestamptz', '>=', '>', 'scalarle', 'the time of the ULID is at or before the timestamp'),
			('>', 'ulid', 'gt', 'timestamptz', '<', '<=', 'scalargt', 'the time of the ULID is later than the timestamp'),
			('>=', 'ulid', 'ge', 'timestamptz', '<=', '<', 'scalarge', 'the time of the ULID is at or after the timestamp'),
			('<', 'timestamptz', 'lt', 'ulid', '>', '>=', 'scalarlt', 'the time of the ULID is later than the timestamp'),
			('<=', 'timestamptz', 'le', 'ulid', '>=', '>', 'scalarle', 'the time of the ULID is at or after the timestamp'),
			('>', 'timestamptz', 'gt', 'ulid', '<', '<=', 'scalargt', 'the time of the ULID is earlier than the timestamp'),
			('>=', 'timestamptz', 'ge', 'ulid', '<=', '<', 'scalarge', 'the time of the ULID is at or before the timestamp')
		) v(name, l, fn, r, com, neg, sel, note)) w
	LOOP
		IF (o.old).oid IS NULL OR (o.old).oprcode OPERATOR(pg_catalog.=) 0 THEN
			EXECUTE pg_catalog.format('CREATE OPERATOR %s.%s (LEFTARG = %s, RIGHTARG = %s, FUNCTION = %s, COMMUTATOR = OPERATOR(%s.%s), NEGATOR = OPERATOR(%s.%s), RESTRICT = pg_catalog.%ssel, JOIN = pg_catalog.%sjoinsel)',
				s, o.name, o.lty, o.rty, o.code, s, o.com, s, o.neg, o.sel, o.sel);
		ELSIF (o.old).oprcode OPERATOR(pg_catalog.<>) o.code::pg_catalog.oid
				OR (o.old).oprowner OPERATOR(pg_catalog.<>) (SELECT r.oid FROM pg_catalog.pg_roles r WHERE r.rolname OPERATOR(pg_catalog.=) CURRENT_USER) THEN
			RAISE EXCEPTION USING ERRCODE = '42710',
				MESSAGE = pg_catalog.format('operator %s.%s already exists and is not the ulid managed edition''s', s, o.sig),
				HINT = 'Install into another schema, or drop that operator first.';
		END IF;
		EXECUTE pg_catalog.format('COMMENT ON OPERATOR %s.%s IS %L', s, o.sig, o.note);
	END LOOP;
END
$do$;

--
-- Text: 26 Crockford base32 characters.  (The domain's own text form, of
-- id::text and of input literals, stays uuid's.)
--

CREATE OR REPLACE FUNCTION ulid_to_text(id ulid) RETURNS pg_catalog.text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
DECLARE
	-- the 1024 pairs of symbols of 0123456789ABCDEFGHJKMNPQRSTVWXYZ, in
	-- order (00, 01, ... ZZ): the two characters of 10 bits at 2 * value
	-- (the cast: a constant, not text converted in every call)
	pairs CONSTANT pg_catalog.bytea := '\x303030313032303330343035303630373038303930413042304330443045304630473048304a304b304d304e305030513052305330543056305730583059305a313031313132313331343135313631373138313931413142314331443145314631473148314a314b314d314e315031513152315331543156315731583159315a323032313232323332343235323632373238323932413242324332443245324632473248324a324b324d324e325032513252325332543256325732583259325a333033313332333333343335333633373338333933413342334333443345334633473348334a334b334d334e335033513352335333543356335733583359335a343034313432343334343435343634373438343934413442344334443445344634473448344a344b344d344e345034513452345334543456345734583459345a353035313532353335343535353635373538353935413542354335443545354635473548354a354b354d354e355035513552355335543556355735583559355a363036313632363336343635363636373638363936413642364336443645364636473648364a364b364d364e365036513652365336543656365736583659365a373037313732373337343735373637373738373937413742374337443745374637473748374a374b374d374e375037513752375337543756375737583759375a383038313832383338343835383638373838383938413842384338443845384638473848384a384b384d384e385038513852385338543856385738583859385a393039313932393339343935393639373938393939413942394339443945394639473948394a394b394d394e395039513952395339543956395739583959395a413041314132413341344135413641374138413941414142414341444145414641474148414a414b414d414e415041514152415341544156415741584159415a423042314232423342344235423642374238423942414242424342444245424642474248424a424b424d424e425042514252425342544256425742584259425a433043314332433343344335433643374338433943414342434343444345434643474348434a434b434d434e435043514352435343544356435743584359435a443044314432443344344435443644374438443944414442444344444445444644474448444a444b444d444e445044514452445344544456445744584459445a453045314532453345344535453645374538453945414542454345444545454645474548454a454b454d454e455045514552455345544556455745584559455a463046314632463346344635463646374638463946414642464346444645464646474648464a464b464d464e465046514652465346544656465746584659465a473047314732473347344735473647374738473947414742474347444745474647474748474a474b474d474e475047514752475347544756475747584759475a483048314832483348344835483648374838483948414842484348444845484648474848484a484b484d484e485048514852485348544856485748584859485a4a304a314a324a334a344a354a364a374a384a394a414a424a434a444a454a464a474a484a4a4a4b4a4d4a4e4a504a514a524a534a544a564a574a584a594a5a4b304b314b324b334b344b354b364b374b384b394b414b424b434b444b454b464b474b484b4a4b4b4b4d4b4e4b504b514b524b534b544b564b574b584b594b5a4d304d314d324d334d344d354d364d374d384d394d414d424d434d444d454d464d474d484d4a4d4b4d4d4d4e4d504d514d524d534d544d564d574d584d594d5a4e304e314e324e334e344e354e364e374e384e394e414e424e434e444e454e464e474e484e4a4e4b4e4d4e4e4e504e514e524e534e544e564e574e584e594e5a503050315032503350345035503650375038503950415042504350445045504650475048504a504b504d504e505050515052505350545056505750585059505a513051315132513351345135513651375138513951415142514351445145514651475148514a514b514d514e515051515152515351545156515751585159515a523052315232523352345235523652375238523952415242524352445245524652475248524a524b524d524e525052515252525352545256525752585259525a533053315332533353345335533653375338533953415342534353445345534653475348534a534b534d534e535053515352535353545356535753585359535a543054315432543354345435543654375438543954415442544354445445544654475448544a544b544d544e545054515452545354545456545754585459545a563056315632563356345635563656375638563956415642564356445645564656475648564a564b564d564e565056515652565356545656565756585659565a573057315732573357345735573657375738573957415742574357445745574657475748574a574b574d574e575057515752575357545756575757585759575a583058315832583358345835583658375838583958415842584358445845584658475848584a584b584d584e585058515852585358545856585758585859585a593059315932593359345935593659375938593959415942594359445945594659475948594a594b594d594e595059515952595359545956595759585959595a5a305a315a325a335a345a355a365a375a385a395a415a425a435a445a455a465a475a485a4a5a4b5a4d5a4e5a505a515a525a535a545a565a575a585a595a5a'::pg_catalog.bytea;
	h CONSTANT pg_catalog.text := pg_catalog.encode(pg_catalog.uuid_send(id), 'hex');
	hi CONSTANT pg_catalog.int8 := ('x' OPERATOR(pg_catalog.||) pg_catalog.substr(h, 1, 16))::pg_catalog.bit(64)::pg_catalog.int8;
	lo CONSTANT pg_catalog.int8 := ('x' OPERATOR(pg_catalog.||) pg_catalog.substr(h, 17, 16))::pg_catalog.bit(64)::pg_catalog.int8;
BEGIN
	-- 128 bits as 130 (two zero bits on top), 10 bits (two characters) at a
	-- time looked up in pairs, the bytes made text (ASCII, the same in every
	-- server encoding)
	RETURN pg_catalog.convert_from(pg_catalog.substr(pairs, (((hi OPERATOR(pg_catalog.>>) 55) OPERATOR(pg_catalog.&) 510) OPERATOR(pg_catalog.+) 1)::pg_catalog.int4, 2)
		OPERATOR(pg_catalog.||) pg_catalog.substr(pairs, (((hi OPERATOR(pg_catalog.>>) 45) OPERATOR(pg_catalog.&) 2046) OPERATOR(pg_catalog.+) 1)::pg_catalog.int4, 2)
		OPERATOR(pg_catalog.||) pg_catalog.substr(pairs, (((hi OPERATOR(pg_catalog.>>) 35) OPERATOR(pg_catalog.&) 2046) OPERATOR(pg_catalog.+) 1)::pg_catalog.int4, 2)
		OPERATOR(pg_catalog.||) pg_catalog.substr(pairs, (((hi OPERATOR(pg_catalog.>>) 25) OPERATOR(pg_catalog.&) 2046) OPERATOR(pg_catalog.+) 1)::pg_catalog.int4, 2)
		OPERATOR(pg_catalog.||) pg_catalog.substr(pairs, (((hi OPERATOR(pg_catalog.>>) 15) OPERATOR(pg_catalog.&) 2046) OPERATOR(pg_catalog.+) 1)::pg_catalog.int4, 2)
		OPERATOR(pg_catalog.||) pg_catalog.substr(pairs, (((hi OPERATOR(pg_catalog.>>) 5) OPERATOR(pg_catalog.&) 2046) OPERATOR(pg_catalog.+) 1)::pg_catalog.int4, 2)
		OPERATOR(pg_catalog.||) pg_catalog.substr(pairs, ((((hi OPERATOR(pg_catalog.&) 63) OPERATOR(pg_catalog.<<) 5) OPERATOR(pg_catalog.|) ((lo OPERATOR(pg_catalog.>>) 59) OPERATOR(pg_catalog.&) 30)) OPERATOR(pg_catalog.+) 1)::pg_catalog.int4, 2)
		OPERATOR(pg_catalog.||) pg_catalog.substr(pairs, (((lo OPERATOR(pg_catalog.>>) 49) OPERATOR(pg_catalog.&) 2046) OPERATOR(pg_catalog.+) 1)::pg_catalog.int4, 2)
		OPERATOR(pg_catalog.||) pg_catalog.substr(pairs, (((lo OPERATOR(pg_catalog.>>) 39) OPERATOR(pg_catalog.&) 2046) OPERATOR(pg_catalog.+) 1)::pg_catalog.int4, 2)
		OPERATOR(pg_catalog.||) pg_catalog.substr(pairs, (((lo OPERATOR(pg_catalog.>>) 29) OPERATOR(pg_catalog.&) 2046) OPERATOR(pg_catalog.+) 1)::pg_catalog.int4, 2)
		OPERATOR(pg_catalog.||) pg_catalog.substr(pairs, (((lo OPERATOR(pg_catalog.>>) 19) OPERATOR(pg_catalog.&) 2046) OPERATOR(pg_catalog.+) 1)::pg_catalog.int4, 2)
		OPERATOR(pg_catalog.||) pg_catalog.substr(pairs, (((lo OPERATOR(pg_catalog.>>) 9) OPERATOR(pg_catalog.&) 2046) OPERATOR(pg_catalog.+) 1)::pg_catalog.int4, 2)
		OPERATOR(pg_catalog.||) pg_catalog.substr(pairs, (((lo OPERATOR(pg_catalog.<<) 1) OPERATOR(pg_catalog.&) 2046) OPERATOR(pg_catalog.+) 1)::pg_catalog.int4, 2),
		'SQL_ASCII');
END
$fn$;
COMMENT ON FUNCTION ulid_to_text(ulid) IS
	'the canonical text of a ULID: 26 upper-case Crockford base32 characters';

CREATE OR REPLACE FUNCTION ulid_from_text(input pg_catalog.text) RETURNS ulid
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $fn$
DECLARE
	t CONSTANT pg_catalog.text COLLATE pg_catalog."C" := input;
	lut CONSTANT pg_catalog.bytea := E'\\xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00010203040506070809ffffffffffffff0a0b0c0d0e0f101101121301141500161718191aff1b1c1d1e1fffffffffffff0a0b0c0d0e0f101101121301141500161718191aff1b1c1d1e1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff'::pg_catalog.bytea;
	b pg_catalog.bytea;
	hi pg_catalog.int8;
	lo pg_catalog.int8;
	nbytes pg_catalog.int4;
	nchars pg_catalog.int4;
	kind pg_catalog.text;
	pos pg_catalog.int4;
	i pg_catalog.int4;
	bad pg_catalog.int4;
	form_hint pg_catalog.text;
	braces pg_catalog.bool;
	ch pg_catalog.text;
	detail pg_catalog.text;
	hint pg_catalog.text;
BEGIN
	-- 26 bytes: a symbol's value from its byte (lut: either case; I and L
	-- read as 1, O as 0; 255 for every other byte, non-ASCII ones too); a
	-- ULID when every byte is a symbol and the first is 0 to 7.  (Cheaper
	-- than a regular expression.)  convert_to(SQL_ASCII) is the bytes as they are.
	IF pg_catalog.octet_length(t) OPERATOR(pg_catalog.=) 26 THEN
		b := pg_catalog.convert_to(t, 'SQL_ASCII');
		IF (pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 0)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 1)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 2)) OPERATOR(pg_catalog.|)
				pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 3)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 4)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 5)) OPERATOR(pg_catalog.|)
				pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 6)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 7)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 8)) OPERATOR(pg_catalog.|)
				pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 9)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 10)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 11)) OPERATOR(pg_catalog.|)
				pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 12)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 13)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 14)) OPERATOR(pg_catalog.|)
				pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 15)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 16)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 17)) OPERATOR(pg_catalog.|)
				pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 18)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 19)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 20)) OPERATOR(pg_catalog.|)
				pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 21)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 22)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 23)) OPERATOR(pg_catalog.|)
				pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 24)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 25))) OPERATOR(pg_catalog.<) 32
				AND pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 0)) OPERATOR(pg_catalog.<) 8 THEN
		-- the 130 bits of 26 symbols, the top two zero
		hi := (pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 0))::pg_catalog.int8 OPERATOR(pg_catalog.<<) 61) OPERATOR(pg_catalog.|)
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 1))::pg_catalog.int8 OPERATOR(pg_catalog.<<) 56) OPERATOR(pg_catalog.|)
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 2))::pg_catalog.int8 OPERATOR(pg_catalog.<<) 51) OPERATOR(pg_catalog.|)
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 3))::pg_catalog.int8 OPERATOR(pg_catalog.<<) 46) OPERATOR(pg_catalog.|)
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 4))::pg_catalog.int8 OPERATOR(pg_catalog.<<) 41) OPERATOR(pg_catalog.|)
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 5))::pg_catalog.int8 OPERATOR(pg_catalog.<<) 36) OPERATOR(pg_catalog.|)
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 6))::pg_catalog.int8 OPERATOR(pg_catalog.<<) 31) OPERATOR(pg_catalog.|)
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 7))::pg_catalog.int8 OPERATOR(pg_catalog.<<) 26) OPERATOR(pg_catalog.|)
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 8))::pg_catalog.int8 OPERATOR(pg_catalog.<<) 21) OPERATOR(pg_catalog.|)
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 9))::pg_catalog.int8 OPERATOR(pg_catalog.<<) 16) OPERATOR(pg_catalog.|)
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 10))::pg_catalog.int8 OPERATOR(pg_catalog.<<) 11) OPERATOR(pg_catalog.|)
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 11))::pg_catalog.int8 OPERATOR(pg_catalog.<<) 6) OPERATOR(pg_catalog.|)
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 12))::pg_catalog.int8 OPERATOR(pg_catalog.<<) 1) OPERATOR(pg_catalog.|)
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 13))::pg_catalog.int8 OPERATOR(pg_catalog.>>) 4);
		lo := ((pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 13))::pg_catalog.int8 OPERATOR(pg_catalog.&) 15) OPERATOR(pg_catalog.<<) 60) OPERATOR(pg_catalog.|)
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 14))::pg_catalog.int8 OPERATOR(pg_catalog.<<) 55) OPERATOR(pg_catalog.|)
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 15))::pg_catalog.int8 OPERATOR(pg_catalog.<<) 50) OPERATOR(pg_catalog.|)
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 16))::pg_catalog.int8 OPERATOR(pg_catalog.<<) 45) OPERATOR(pg_catalog.|)
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 17))::pg_catalog.int8 OPERATOR(pg_catalog.<<) 40) OPERATOR(pg_catalog.|)
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 18))::pg_catalog.int8 OPERATOR(pg_catalog.<<) 35) OPERATOR(pg_catalog.|)
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 19))::pg_catalog.int8 OPERATOR(pg_catalog.<<) 30) OPERATOR(pg_catalog.|)
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 20))::pg_catalog.int8 OPERATOR(pg_catalog.<<) 25) OPERATOR(pg_catalog.|)
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 21))::pg_catalog.int8 OPERATOR(pg_catalog.<<) 20) OPERATOR(pg_catalog.|)
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 22))::pg_catalog.int8 OPERATOR(pg_catalog.<<) 15) OPERATOR(pg_catalog.|)
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 23))::pg_catalog.int8 OPERATOR(pg_catalog.<<) 10) OPERATOR(pg_catalog.|)
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 24))::pg_catalog.int8 OPERATOR(pg_catalog.<<) 5) OPERATOR(pg_catalog.|)
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 25))::pg_catalog.int8 OPERATOR(pg_catalog.<<) 0);
		RETURN pg_catalog.encode(pg_catalog.int8send(hi) OPERATOR(pg_catalog.||) pg_catalog.int8send(lo), 'hex')::pg_catalog.uuid;
		END IF;
	END IF;
	-- a uuid's text: 32 hex digits, a hyphen allowed after each group of
	-- four but the last, optionally in braces
	IF t OPERATOR(pg_catalog.~) '^([0-9a-fA-F]{4}(-?[0-9a-fA-F]{4}){7}|\{[0-9a-fA-F]{4}(-?[0-9a-fA-F]{4}){7}\})$' THEN
		RETURN pg_catalog.translate(t, '{}-', '')::pg_catalog.uuid;
	END IF;

	-- Not a ULID: the native decoder's error, step by step.  It reads bytes:
	-- 26 bytes are Crockford text, 32 to 41 a uuid's, other lengths are
	-- wrong; every byte before the one it stops at is ASCII, so byte and
	-- character positions agree up to there.
	bad := OPERATOR(pg_catalog.-) 1;
	form_hint := 'A ulid is written as 26 Crockford base32 characters, or as a uuid: 32 hex digits, optionally with hyphens and braces.';
	nbytes := pg_catalog.octet_length(t);
	nchars := pg_catalog.length(t);
	IF nbytes OPERATOR(pg_catalog.=) 26 THEN
		pos := pg_catalog.length(pg_catalog.substring(t, '^[0-9A-TV-Za-tv-z]*')) OPERATOR(pg_catalog.+) 1;
		kind := CASE WHEN pos OPERATOR(pg_catalog.<=) 26 THEN 'char' ELSE 'overflow' END;
	ELSIF nbytes OPERATOR(pg_catalog.>=) 32 AND nbytes OPERATOR(pg_catalog.<=) 41 THEN
		kind := 'uuid';
		braces := pg_catalog.substr(t, 1, 1) OPERATOR(pg_catalog.=) '{';
		i := CASE WHEN braces THEN 1 ELSE 0 END;	-- 0-based
		FOR k IN 0..15 LOOP
			IF nbytes OPERATOR(pg_catalog.-) i OPERATOR(pg_catalog.<) 2 THEN
				bad := nbytes;	-- ends before 32 digits
				EXIT;
			ELSIF pg_catalog.substr(t, i OPERATOR(pg_catalog.+) 1, 1) OPERATOR(pg_catalog.!~) '^[0-9a-fA-F]$' THEN
				bad := i;
				EXIT;
			ELSIF pg_catalog.substr(t, i OPERATOR(pg_catalog.+) 2, 1) OPERATOR(pg_catalog.!~) '^[0-9a-fA-F]$' THEN
				bad := i OPERATOR(pg_catalog.+) 1;
				EXIT;
			END IF;
			i := i OPERATOR(pg_catalog.+) 2;
			IF i OPERATOR(pg_catalog.<) nbytes AND pg_catalog.substr(t, i OPERATOR(pg_catalog.+) 1, 1) OPERATOR(pg_catalog.=) '-' AND k OPERATOR(pg_catalog.%) 2 OPERATOR(pg_catalog.=) 1 AND k OPERATOR(pg_catalog.<) 15 THEN
				i := i OPERATOR(pg_catalog.+) 1;
			END IF;
		END LOOP;
		IF bad OPERATOR(pg_catalog.<) 0 AND braces THEN
			IF i OPERATOR(pg_catalog.>=) nbytes OR pg_catalog.substr(t, i OPERATOR(pg_catalog.+) 1, 1) OPERATOR(pg_catalog.<>) '}' THEN
				bad := i;
			END IF;
			i := i OPERATOR(pg_catalog.+) 1;
		END IF;
		IF bad OPERATOR(pg_catalog.<) 0 AND i OPERATOR(pg_catalog.<>) nbytes THEN
			bad := i;
		END IF;
		pos := bad OPERATOR(pg_catalog.+) 1;
	ELSE
		kind := 'length';
	END IF;
	-- 26 characters in more bytes: the first non-ASCII character is wrong
	IF (kind OPERATOR(pg_catalog.=) 'length' OR kind OPERATOR(pg_catalog.=) 'uuid') AND nchars OPERATOR(pg_catalog.=) 26 THEN
		kind := 'char';
		pos := pg_catalog.length(pg_catalog.substring(t, '^[\x01-\x7f]*')) OPERATOR(pg_catalog.+) 1;
	END IF;
	IF kind OPERATOR(pg_catalog.=) 'length' THEN
		detail := pg_catalog.format('A ULID has 26 characters, but the input has %s.', nchars);
		hint := form_hint;
	ELSIF kind OPERATOR(pg_catalog.=) 'overflow' THEN
		detail := 'The value is larger than the largest ULID, 7ZZZZZZZZZZZZZZZZZZZZZZZZZ: the first character must be 0 to 7.';
	ELSIF kind OPERATOR(pg_catalog.=) 'uuid' AND bad OPERATOR(pg_catalog.>=) nbytes THEN
		detail := 'The input has the length of a uuid but ends before its 32 hex digits.';
		hint := form_hint;
	ELSE
		ch := pg_catalog.substr(t, pos, 1);
		-- (a control character is ASCII; ascii() of any other character
		-- raises 54000 in a multibyte encoding other than UTF8, EUC_JP say)
		IF ch OPERATOR(pg_catalog.~) '^[\x01-\x1f\x7f]$' THEN
			detail := pg_catalog.format('Invalid byte 0x%s at position %s', pg_catalog.lpad(pg_catalog.to_hex(pg_catalog.ascii(ch)), 2, '0'), pos);
		ELSE
			detail := pg_catalog.format('Invalid character "%s" at position %s', ch, pos);
		END IF;
		IF kind OPERATOR(pg_catalog.=) 'uuid' THEN
			detail := detail OPERATOR(pg_catalog.||) ' of uuid-formatted input.';
			hint := form_hint;
		ELSE
			detail := detail OPERATOR(pg_catalog.||) '.';
			hint := 'A ULID is written with the digits and the letters A-Z except U, in either case.';
		END IF;
	END IF;
	IF hint IS NULL THEN
		RAISE EXCEPTION USING ERRCODE = '22P02',
			MESSAGE = pg_catalog.format('invalid input syntax for type ulid: "%s"', t), DETAIL = detail;
	END IF;
	RAISE EXCEPTION USING ERRCODE = '22P02',
		MESSAGE = pg_catalog.format('invalid input syntax for type ulid: "%s"', t), DETAIL = detail, HINT = hint;
END
$fn$;
COMMENT ON FUNCTION ulid_from_text(pg_catalog.text) IS
	'parse 26 Crockford base32 characters (either case) or a uuid''s text, with the errors of the native ulid input';

CREATE OR REPLACE FUNCTION ulid_is_valid(input pg_catalog.text) RETURNS pg_catalog.bool
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $fn$
DECLARE
	lut CONSTANT pg_catalog.bytea := E'\\xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00010203040506070809ffffffffffffff0a0b0c0d0e0f101101121301141500161718191aff1b1c1d1e1fffffffffffff0a0b0c0d0e0f101101121301141500161718191aff1b1c1d1e1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff'::pg_catalog.bytea;
	b pg_catalog.bytea;
BEGIN
	-- as ulid_from_text(): 26 bytes that are symbols, the first 0 to 7, or a uuid's text
	IF pg_catalog.octet_length(input) OPERATOR(pg_catalog.=) 26 THEN
		b := pg_catalog.convert_to(input, 'SQL_ASCII');
		RETURN (pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 0)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 1)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 2)) OPERATOR(pg_catalog.|)
			pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 3)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 4)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 5)) OPERATOR(pg_catalog.|)
			pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 6)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 7)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 8)) OPERATOR(pg_catalog.|)
			pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 9)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 10)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 11)) OPERATOR(pg_catalog.|)
			pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 12)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 13)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 14)) OPERATOR(pg_catalog.|)
			pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 15)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 16)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 17)) OPERATOR(pg_catalog.|)
			pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 18)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 19)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 20)) OPERATOR(pg_catalog.|)
			pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 21)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 22)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 23)) OPERATOR(pg_catalog.|)
			pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 24)) OPERATOR(pg_catalog.|) pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 25))) OPERATOR(pg_catalog.<) 32
			AND pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 0)) OPERATOR(pg_catalog.<) 8;
	END IF;
	RETURN pg_catalog.octet_length(input) OPERATOR(pg_catalog.>=) 32 AND pg_catalog.octet_length(input) OPERATOR(pg_catalog.<=) 41
		AND (input COLLATE pg_catalog."C") OPERATOR(pg_catalog.~) '^([0-9a-fA-F]{4}(-?[0-9a-fA-F]{4}){7}|\{[0-9a-fA-F]{4}(-?[0-9a-fA-F]{4}){7}\})$';
END
$fn$;
COMMENT ON FUNCTION ulid_is_valid(pg_catalog.text) IS
	'whether ulid_from_text() accepts the text: 26 Crockford base32 characters or a uuid''s text (never raises an error)';

--
-- bytea: the 16 bytes
--

CREATE OR REPLACE FUNCTION ulid_to_bytea(id ulid) RETURNS pg_catalog.bytea
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
	SELECT pg_catalog.uuid_send(id)
$fn$;
COMMENT ON FUNCTION ulid_to_bytea(ulid) IS 'the 16 bytes of a ULID';

CREATE OR REPLACE FUNCTION ulid_from_bytea(bytes pg_catalog.bytea) RETURNS ulid
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $fn$
BEGIN
	IF pg_catalog.octet_length(bytes) OPERATOR(pg_catalog.<>) 16 THEN
		RAISE EXCEPTION USING ERRCODE = '22026',
			MESSAGE = pg_catalog.format('invalid length for type ulid: bytea of %s bytes', pg_catalog.octet_length(bytes)),
			DETAIL = 'A ulid is exactly 16 bytes.';
	END IF;
	RETURN pg_catalog.encode(bytes, 'hex')::pg_catalog.uuid;
END
$fn$;
COMMENT ON FUNCTION ulid_from_bytea(pg_catalog.bytea) IS 'a ULID from exactly 16 bytes';


--
-- Overloads for uuid and varchar arguments.  A call resolves along the
-- caller's search_path, and a function with the argument's exact type wins
-- over one that needs a conversion, in whatever schema: with this schema
-- first and a writable one later (ulid_managed, public), another role's
-- public.ulid_to_text(uuid) would take every call on a uuid column, and
-- public.ulid_from_text(varchar) every call on a varchar.  The same
-- signature here hides theirs.  Each overload is its function above, made
-- from its definition (one body): the argument type is the only change.
-- (A literal or an untyped parameter given to a ulid function is then
-- ambiguous between ulid and uuid: write '...'::uuid.)
--
DO $do$
DECLARE
	ns CONSTANT pg_catalog.oid := (SELECT n.oid FROM pg_catalog.pg_namespace n
		WHERE n.nspname OPERATOR(pg_catalog.=) pg_catalog.current_schema());
	dom CONSTANT pg_catalog.oid := (SELECT t.oid FROM pg_catalog.pg_type t
		WHERE t.typnamespace OPERATOR(pg_catalog.=) ns AND t.typname OPERATOR(pg_catalog.=) 'ulid');
	f record;
BEGIN
	FOR f IN SELECT p.oid, p.proname, pg_catalog.obj_description(p.oid, 'pg_proc') AS note,
			CASE WHEN p.proargtypes[0] OPERATOR(pg_catalog.=) dom THEN 'pg_catalog.uuid' ELSE 'pg_catalog.varchar' END AS argtype
		FROM pg_catalog.pg_proc p
		WHERE p.pronamespace OPERATOR(pg_catalog.=) ns AND p.pronargs OPERATOR(pg_catalog.=) 1
			AND (p.proargtypes[0] OPERATOR(pg_catalog.=) dom OR p.proargtypes[0] OPERATOR(pg_catalog.=) 'pg_catalog.text'::pg_catalog.regtype)
	LOOP
		-- CREATE OR REPLACE FUNCTION schema.name(arg type) -> (arg argtype)
		EXECUTE pg_catalog.regexp_replace(pg_catalog.pg_get_functiondef(f.oid),
			'^(CREATE OR REPLACE FUNCTION [^(]+\(\w+ )[^)]+\)', '\1' OPERATOR(pg_catalog.||) f.argtype OPERATOR(pg_catalog.||) ')');
		EXECUTE pg_catalog.format('COMMENT ON FUNCTION %I.%I(%s) IS %L', pg_catalog.current_schema(), f.proname, f.argtype,
			f.note OPERATOR(pg_catalog.||) ' (for a ' OPERATOR(pg_catalog.||) pg_catalog.substr(f.argtype, 12) OPERATOR(pg_catalog.||) ' argument)');
	END LOOP;
END
$do$;

COMMIT;
