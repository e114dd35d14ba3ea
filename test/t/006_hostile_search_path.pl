# Security: ulid is a trusted extension, so a database owner without
# superuser can install it, and its install script then runs as the bootstrap
# superuser.  It must not depend on search_path, neither while installing nor
# at run time.
#
# As a non-superuser database owner, with a hostile search_path (a schema
# "evil" first, then pg_catalog), trap functions and operators that log every
# call (named like the extension's functions and operators, and like built-ins
# an SQL-language function could use) and temporary objects named like ours:
#   - CREATE EXTENSION ulid SCHEMA s works and creates the right objects;
#   - creating it in a schema where one of its function names is already
#     taken by the owner fails instead of taking over that function;
#   - casts, comparisons (OPERATOR(s.=) ...), ORDER BY, DISTINCT, joins,
#     btree and hash indexes, unique checks, defaults, and every function of
#     the extension work and give the right answers;
#   - no trap was ever called;
#   - no function of the extension depends on search_path at run time (C or
#     internal, or SQL with a BEGIN ATOMIC body or a SET search_path);
#   - the generators are C functions of the module (pgulid_*), whose
#     randomness is pg_strong_random (see README), not anything resolvable by
#     name;
#   - the owner cannot replace or alter the extension's functions;
#   - the step after pg_upgrade (the installed ulid_after_pg_upgrade.sql,
#     also the end of the install and update scripts), run with psql -f and a
#     search_path that leads with traps for every built-in function and
#     operator it uses, calls no trap: as the owner on a complete catalog
#     (nothing to add), and as a superuser on a catalog without btree skip
#     support (PostgreSQL 18+), which it completes.
use strict;
use warnings;
use IPC::Run;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;

my $node = PostgreSQL::Test::Cluster->new('hostile');
$node->init;
$node->append_conf('postgresql.conf', "shared_preload_libraries = 'ulid'\nlog_statement = none\n");
$node->start;

$node->safe_psql('postgres', q{
CREATE ROLE app LOGIN;
CREATE DATABASE appdb OWNER app;
});
is($node->safe_psql('postgres', q{SELECT rolsuper FROM pg_roles WHERE rolname = 'app'}), 'f', 'app is not a superuser');

sub app_psql
{
	my ($sql) = @_;
	return $node->psql('appdb', $sql, extra_params => [ '-U', 'app' ]);
}
sub app_safe
{
	my ($sql) = @_;
	my ($ret, $out, $err) = app_psql($sql);
	die "app: $err\nwhile running: $sql" if $ret;
	return $out;
}

my $hostile_path = 'SET search_path = evil, pg_catalog, public, pg_temp;';

# Traps for install time: built-ins an install script might name without
# pg_catalog.  They raise, so calling one fails the installation.
app_safe(q{
CREATE SCHEMA evil;
CREATE TABLE evil.calls (what text, at timestamptz DEFAULT pg_catalog.now());
DO $$
DECLARE
	f record;
BEGIN
	FOR f IN SELECT DISTINCT p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid) AS args,
			pg_catalog.format_type(p.prorettype, NULL) AS ret
		FROM pg_catalog.pg_proc p
		WHERE p.pronamespace = 'pg_catalog'::regnamespace AND p.prokind = 'f' AND NOT p.proretset
			AND p.proname IN ('eqsel', 'neqsel', 'scalarltsel', 'scalarlesel', 'scalargtsel', 'scalargesel',
				'eqjoinsel', 'neqjoinsel', 'scalarltjoinsel', 'scalarlejoinsel', 'scalargtjoinsel', 'scalargejoinsel',
				'btequalimage', 'uuid_eq', 'uuid_cmp', 'uuid_hash', 'uuid_hash_extended', 'textin', 'textout',
				'upper', 'lower', 'translate', 'length', 'substr', 'replace', 'encode', 'decode', 'md5',
				'now', 'clock_timestamp', 'random', 'gen_random_uuid', 'to_timestamp', 'date_part', 'extract',
				'timezone', 'byteain', 'uuid_in', 'uuid_out', 'int8', 'numeric')
			AND pg_catalog.pg_get_function_identity_arguments(p.oid) NOT LIKE '%internal%'
			AND pg_catalog.pg_get_function_identity_arguments(p.oid) NOT LIKE '%cstring%'
			AND pg_catalog.format_type(p.prorettype, NULL) NOT IN ('internal', 'cstring')
	LOOP
		EXECUTE pg_catalog.format(
			'CREATE FUNCTION evil.%I(%s) RETURNS %s LANGUAGE plpgsql AS $f$ BEGIN '
			'INSERT INTO evil.calls (what) VALUES (%L); RAISE EXCEPTION %L; END $f$',
			f.proname, f.args, f.ret, 'built-in ' || f.proname, 'trap evil.' || f.proname || ' called');
	END LOOP;
END $$;
-- operators on built-in types, logging and answering wrongly
CREATE FUNCTION evil.always(text, text) RETURNS bool LANGUAGE plpgsql AS
	$$ BEGIN INSERT INTO evil.calls (what) VALUES ('operator on text'); RETURN true; END $$;
CREATE OPERATOR evil.= (LEFTARG = text, RIGHTARG = text, FUNCTION = evil.always);
CREATE OPERATOR evil.< (LEFTARG = text, RIGHTARG = text, FUNCTION = evil.always);
CREATE FUNCTION evil.always(uuid, uuid) RETURNS bool LANGUAGE plpgsql AS
	$$ BEGIN INSERT INTO evil.calls (what) VALUES ('operator on uuid'); RETURN true; END $$;
CREATE OPERATOR evil.= (LEFTARG = uuid, RIGHTARG = uuid, FUNCTION = evil.always);
CREATE OPERATOR evil.< (LEFTARG = uuid, RIGHTARG = uuid, FUNCTION = evil.always);
CREATE SCHEMA s;
CREATE SCHEMA s_taken;
-- a function of ours, already there, owned by app
CREATE FUNCTION s_taken.gen_random_ulid() RETURNS text LANGUAGE sql AS $$ SELECT 'app''s own' $$;
});
cmp_ok(app_safe(q{SELECT count(*) FROM pg_proc WHERE pronamespace = 'evil'::regnamespace}), '>', 30,
	'install-time traps planted');

# A schema where one of our names is taken: the install must fail, not adopt it.
my ($ret, $out, $err) = app_psql("$hostile_path CREATE EXTENSION ulid SCHEMA s_taken");
isnt($ret, 0, 'CREATE EXTENSION in a schema where gen_random_ulid() exists fails');
like($err, qr/already exists|is not a member of extension/, '... because the function already exists') or diag $err;
is(app_safe(q{SELECT s_taken.gen_random_ulid()}), "app's own", '... and the existing function is untouched');
is(app_safe(q{SELECT count(*) FROM pg_extension WHERE extname = 'ulid'}), '0', '... and nothing is installed');

# Install with the hostile search_path and temporary objects named like ours
# (pg_temp is in the path CREATE EXTENSION uses: schema, pg_temp).
($ret, $out, $err) = app_psql(qq{
$hostile_path
CREATE TEMP TABLE ulid (x int);
CREATE TEMP TABLE uuid (x int);
CREATE TEMP TABLE ulid_ops (x int);
CREATE FUNCTION pg_temp.gen_ulid() RETURNS int LANGUAGE sql AS 'SELECT 1';
CREATE EXTENSION ulid SCHEMA s;
SELECT pg_catalog.format_type(pg_catalog.pg_typeof('01ARZ3NDEKTSV4RRFFQ69G5FAV'::s.ulid), NULL);
});
is($ret, 0, 'CREATE EXTENSION ulid SCHEMA s as the (non-superuser) database owner, hostile search_path')
  or diag $err;
is($out, 's.ulid', '... s.ulid is the extension type');
is(app_safe(q{SELECT extowner::regrole || ' ' || extnamespace::regnamespace FROM pg_extension WHERE extname = 'ulid'}),
	'app s', 'the extension belongs to app, in schema s');
is(app_safe(q{SELECT t.typlen || ' ' || t.typinput::regproc FROM pg_type t WHERE t.oid = 's.ulid'::regtype}),
	'16 s.ulid_in', 's.ulid is the 16-byte type with the extension input function');
is(app_safe(q{SELECT count(*) FROM pg_depend d JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'ulid'
	WHERE d.deptype = 'e' AND d.classid = 'pg_proc'::regclass
	AND (SELECT pronamespace FROM pg_proc WHERE oid = d.objid) <> 's'::regnamespace}), '0',
	'every function of the extension is in s');
is(app_safe('SELECT count(*) FROM evil.calls'), '0', 'no trap was called while installing');

# Run-time traps: functions named like every function of the extension (same
# argument types), and operators like every operator of the extension; they
# log and answer wrongly.
app_safe(q{
DO $$
DECLARE
	f record;
	n int := 0;
BEGIN
	FOR f IN SELECT p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid) AS args,
			pg_catalog.format_type(p.prorettype, NULL) AS ret
		FROM pg_catalog.pg_proc p
		JOIN pg_catalog.pg_depend d ON d.classid = 'pg_catalog.pg_proc'::pg_catalog.regclass AND d.objid = p.oid AND d.deptype = 'e'
		JOIN pg_catalog.pg_extension e ON e.oid = d.refobjid AND e.extname = 'ulid'
		WHERE pg_catalog.pg_get_function_identity_arguments(p.oid) !~ '(internal|cstring)'
			AND pg_catalog.format_type(p.prorettype, NULL) NOT IN ('internal', 'cstring', 'void')
	LOOP
		EXECUTE pg_catalog.format(
			'CREATE FUNCTION evil.%I(%s) RETURNS %s LANGUAGE plpgsql AS $f$ BEGIN '
			'INSERT INTO evil.calls (what) VALUES (%L); RETURN NULL; END $f$',
			f.proname, f.args, f.ret, 'function ' || f.proname || '(' || f.args || ')');
	END LOOP;
	FOR f IN SELECT o.oprname, pg_catalog.format_type(o.oprleft, NULL) AS l, pg_catalog.format_type(o.oprright, NULL) AS r
		FROM pg_catalog.pg_operator o
		JOIN pg_catalog.pg_depend d ON d.classid = 'pg_catalog.pg_operator'::pg_catalog.regclass AND d.objid = o.oid AND d.deptype = 'e'
		JOIN pg_catalog.pg_extension e ON e.oid = d.refobjid AND e.extname = 'ulid'
		WHERE o.oprleft <> 0
	LOOP
		n := n + 1;
		EXECUTE pg_catalog.format(
			'CREATE FUNCTION evil.op%s(%s, %s) RETURNS bool LANGUAGE plpgsql AS $f$ BEGIN '
			'INSERT INTO evil.calls (what) VALUES (%L); RETURN true; END $f$',
			n, f.l, f.r, 'operator ' || f.oprname || '(' || f.l || ', ' || f.r || ')');
		EXECUTE pg_catalog.format('CREATE OPERATOR evil.%s (LEFTARG = %s, RIGHTARG = %s, FUNCTION = evil.op%s)',
			f.oprname, f.l, f.r, n);
	END LOOP;
END $$;
});
my $traps = app_safe(q{SELECT count(*) FROM pg_proc WHERE pronamespace = 'evil'::regnamespace AND prosrc LIKE '%RETURN%'});
cmp_ok($traps, '>', 10, "run-time traps planted ($traps)");
like(app_safe(q{SELECT string_agg(DISTINCT oprname, ' ' ORDER BY oprname) FROM pg_operator WHERE oprnamespace = 'evil'::regnamespace
	AND oprleft = 's.ulid'::regtype}), qr/^< <= <> = > >=$/, 'trap operators on s.ulid planted');

# Everything below runs as app with the hostile search_path, names the
# extension's objects qualified (or not at all: casts, opclasses, defaults),
# and must give the right answers.
my $a = "'01ARZ3NDEKTSV4RRFFQ69G5FAV'";
my $b = "'7ZZZZZZZZZZZZZZZZZZZZZZZZZ'";
my @checks = (
	[ 'text input and output', "SELECT '01arz3ndektsv4rrffq69g5fav'::s.ulid", '01ARZ3NDEKTSV4RRFFQ69G5FAV' ],
	[ 'cast to uuid', "SELECT ${a}::s.ulid::uuid", '01563e3a-b5d3-d676-4c61-efb99302bd5b' ],
	[ 'cast from uuid', "SELECT '01563e3a-b5d3-d676-4c61-efb99302bd5b'::uuid::s.ulid", '01ARZ3NDEKTSV4RRFFQ69G5FAV' ],
	[ 'cast to text', "SELECT pg_catalog.length(CAST(${a}::s.ulid AS text))", '26' ],
	[ 'OPERATOR(s.=) false', "SELECT ${a}::s.ulid OPERATOR(s.=) ${b}::s.ulid", 'f' ],
	[ 'OPERATOR(s.=) true', "SELECT ${a}::s.ulid OPERATOR(s.=) '01arz3ndektsv4rrffq69g5fav'::s.ulid", 't' ],
	[ 'OPERATOR(s.<)', "SELECT ${b}::s.ulid OPERATOR(s.<) ${a}::s.ulid", 'f' ],
	[ 'OPERATOR(s.<>)', "SELECT ${a}::s.ulid OPERATOR(s.<>) ${a}::s.ulid", 'f' ],
	[ 'OPERATOR(s.>=)', "SELECT ${a}::s.ulid OPERATOR(s.>=) ${b}::s.ulid", 'f' ],
	[ 's.ulid_cmp', "SELECT s.ulid_cmp($a, $b) < 0", 't' ],
	[ 'ORDER BY (default btree opclass)',
		"SELECT pg_catalog.string_agg(x::text, ',' ORDER BY x) FROM (VALUES (${b}::s.ulid), (${a}::s.ulid)) v(x)",
		'01ARZ3NDEKTSV4RRFFQ69G5FAV,7ZZZZZZZZZZZZZZZZZZZZZZZZZ' ],
	[ 'DISTINCT', "SELECT count(DISTINCT x) FROM (VALUES (${a}::s.ulid), (${a}::s.ulid), (${b}::s.ulid)) v(x)", '2' ],
	[ 'generators', "SELECT count(DISTINCT x) FROM (SELECT s.gen_ulid() FROM generate_series(1, 100) UNION ALL
		SELECT s.gen_random_ulid() FROM generate_series(1, 100) UNION ALL
		SELECT s.gen_monotonic_ulid() FROM generate_series(1, 100) UNION ALL
		SELECT s.gen_ulid('2020-01-01'::timestamptz) FROM generate_series(1, 100)) v(x)", '400' ],
);
for my $c (@checks)
{
	my ($name, $sql, $want) = @$c;
	($ret, $out, $err) = app_psql("$hostile_path $sql");
	is($out, $want, "hostile search_path: $name") or diag $err;
}

# A table with a default, btree and hash indexes, a unique check, joins.
app_safe(qq{
$hostile_path
CREATE TABLE public.t (id s.ulid PRIMARY KEY DEFAULT s.gen_ulid(), ref s.ulid, n int);
CREATE INDEX t_ref_hash ON public.t USING hash (ref);
INSERT INTO public.t (ref, n) SELECT CASE WHEN g % 2 = 0 THEN s.gen_random_ulid() END, g FROM generate_series(1, 2000) g;
INSERT INTO public.t (id, ref, n) VALUES ($a, $b, 0);
ANALYZE public.t;
});
($ret, $out, $err) = app_psql("$hostile_path INSERT INTO public.t (id, n) VALUES ('01arz3ndektsv4rrffq69g5fav', -1)");
like($err, qr/duplicate key value violates unique constraint "t_pkey"/, 'hostile search_path: the unique index rejects a duplicate');
my $plan = app_safe("$hostile_path SET enable_seqscan = off; EXPLAIN (COSTS OFF) SELECT n FROM public.t WHERE id OPERATOR(s.=) $a");
like($plan, qr/Index Scan using t_pkey/, 'hostile search_path: btree index scan');
is(app_safe("$hostile_path SET enable_seqscan = off; SELECT n FROM public.t WHERE id OPERATOR(s.=) $a"), '0',
	'... finds the row');
$plan = app_safe("$hostile_path SET enable_seqscan = off; SET enable_bitmapscan = off; EXPLAIN (COSTS OFF) SELECT n FROM public.t WHERE ref OPERATOR(s.=) $b");
like($plan, qr/Index Scan using t_ref_hash/, 'hostile search_path: hash index scan');
is(app_safe("$hostile_path SET enable_seqscan = off; SET enable_bitmapscan = off; SELECT n FROM public.t WHERE ref OPERATOR(s.=) $b"),
	'0', '... finds the row');
is(app_safe("$hostile_path SELECT count(*) FROM public.t WHERE id OPERATOR(s.>) '01ARZ3NDEKTSV4RRFFQ69G5FAV'"), '2000',
	'hostile search_path: range condition');
for my $join (qw(hashjoin mergejoin nestloop))
{
	my $off = join(' ', map { "SET enable_$_ = off;" } grep { $_ ne $join } qw(hashjoin mergejoin nestloop));
	is(app_safe("$hostile_path $off SELECT count(*) FROM public.t a JOIN public.t b ON a.id OPERATOR(s.=) b.id"),
		'2001', "hostile search_path: self-join by $join");
}
is(app_safe("$hostile_path SELECT count(*) FROM (SELECT id FROM public.t GROUP BY id) g"), '2001',
	'hostile search_path: GROUP BY');

# Every function of the extension, called qualified with valid arguments.
# (the result is a NOTICE, on stderr)
($ret, $out, $err) = $node->psql('appdb', q{
DO $$
DECLARE
	f record; args text; missing boolean; n int := 0; failed text := ''; calls text[] := '{}'; c text;
BEGIN
	-- build the calls with a safe search_path...
	PERFORM pg_catalog.set_config('search_path', 'pg_catalog', true);
	FOR f IN SELECT p.proname, p.proargtypes::regtype[] AS types
		FROM pg_proc p
		JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
		JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'ulid'
		WHERE p.prokind IN ('f', 'a')
			AND NOT p.proargtypes::regtype[]::text[] && ARRAY['internal', 'cstring']
			AND p.prorettype <> 'internal'::regtype
		ORDER BY p.oid
	LOOP
		-- (uuid, text and bytea samples are a valid value of the type the
		-- function is about: a BaseUID for baseuid_*, a Ulid-Flake for
		-- ulid_flake_*, else a ULID; times in the range of every type)
		SELECT string_agg(a, ', ' ORDER BY o), bool_or(a IS NULL) INTO args, missing
		FROM (SELECT o, CASE format_type(t, NULL)
			WHEN 's.ulid' THEN '''01ARZ3NDEKTSV4RRFFQ69G5FAV''::s.ulid'
			WHEN 's.baseuid' THEN '''ANjssJkyfa3H00J9ZPJG''::s.baseuid'
			WHEN 's.ulid_flake' THEN '''00CMXB6TAK4SA''::s.ulid_flake'
			WHEN 'uuid' THEN CASE WHEN f.proname LIKE 'baseuid%'
				THEN '''2d8bf8e1-4c3e-8ae6-8448-10542a469444''::pg_catalog.uuid'
				ELSE '''01563e3a-b5d3-d676-4c61-efb99302bd5b''::pg_catalog.uuid' END
			WHEN 'text' THEN CASE WHEN f.proname LIKE 'baseuid%'
				THEN '''ANjssJkyfa3H00J9ZPJG''::pg_catalog.text'
				WHEN f.proname LIKE 'ulid_flake%'
				THEN '''00CMXB6TAK4SA''::pg_catalog.text'
				ELSE '''01ARZ3NDEKTSV4RRFFQ69G5FAV''::pg_catalog.text' END
			WHEN 'bytea' THEN CASE WHEN f.proname LIKE 'baseuid%'
				THEN '''\x2d8bf8e14c3eae611204150a91a511''::pg_catalog.bytea'
				ELSE '''\x01563e3ab5d3d6764c61efb99302bd5b''::pg_catalog.bytea' END
			WHEN 'timestamp with time zone' THEN '''2024-06-01 00:00:00+00''::pg_catalog.timestamptz'
			WHEN 'timestamp without time zone' THEN '''2020-01-01 00:00:00''::pg_catalog.timestamp'
			WHEN 'bigint' THEN '0::pg_catalog.int8'
			WHEN 'integer' THEN '0::pg_catalog.int4'
			WHEN 'boolean' THEN 'true'
			ELSE NULL END AS a
			FROM unnest(f.types) WITH ORDINALITY AS x(t, o)) samples;
		IF missing THEN
			failed := failed || ' ' || f.proname || ' (no sample argument)';
			CONTINUE;
		END IF;
		calls := calls || format('SELECT s.%I(%s)', f.proname, coalesce(args, ''));
	END LOOP;
	-- ... and make them with the hostile one
	PERFORM pg_catalog.set_config('search_path', 'evil, pg_catalog, public, pg_temp', true);
	FOREACH c IN ARRAY calls LOOP
		BEGIN
			EXECUTE c;
			n := n + 1;
		EXCEPTION WHEN OTHERS THEN
			failed := failed || ' [' || c || ': ' || SQLERRM || ']';
		END;
	END LOOP;
	RAISE NOTICE 'called % functions;%', n, failed;
END $$;
}, extra_params => [ '-U', 'app' ]);
like($err, qr/NOTICE:  called [1-9]\d* functions;$/m, 'hostile search_path: every function of the extension works')
  or diag $err;
note $err;

is(app_safe('SELECT count(*) FROM evil.calls'), '0', 'no trap was ever called')
  or diag app_safe('SELECT string_agg(DISTINCT what, E\'\n\') FROM evil.calls');

# Control: the traps do catch what resolves names through the search_path.
app_safe("$hostile_path SELECT gen_random_ulid(), ulid_cmp($a, $b)");
is(app_safe('SELECT string_agg(what, \', \' ORDER BY what) FROM evil.calls'),
	'function gen_random_ulid(), function ulid_cmp(s.ulid, s.ulid)',
	'control: unqualified calls with the hostile search_path do reach the traps');

# No function of the extension resolves names at run time.
is(app_safe(q{
SELECT coalesce(string_agg(p.oid::regprocedure::text || ' (' || l.lanname || ')', ', '), 'none')
FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'ulid'
WHERE l.lanname NOT IN ('c', 'internal')
	AND to_jsonb(p) ->> 'prosqlbody' IS NULL	-- the column is PostgreSQL 14+
	AND NOT coalesce(p.proconfig::text[], '{}') && ARRAY(SELECT x FROM unnest(p.proconfig) x WHERE x LIKE 'search_path=%')
}), 'none', 'every function is C or internal, or SQL bound at creation (BEGIN ATOMIC) or with SET search_path');

# The generators are the module's C functions.
is(app_safe(q{
SELECT (count(*) >= 6) || ' ' || coalesce(string_agg(p.oid::regprocedure::text, ', ')
	FILTER (WHERE NOT (l.lanname = 'c' AND p.prosrc LIKE 'pgulid\_%' AND p.probin = '$libdir/ulid')), 'none')
FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'ulid'
WHERE p.proname LIKE 'gen\_%'
}), 'true none',
	'gen_* (ulid and baseuid generators) are LANGUAGE C functions pgulid_* of $libdir/ulid');

# The owner of a trusted extension does not own its objects.
($ret, $out, $err) = app_psql(q{CREATE OR REPLACE FUNCTION s.gen_random_ulid() RETURNS s.ulid LANGUAGE sql AS $$ SELECT '00000000000000000000000000'::s.ulid $$});
like($err, qr/must be owner|permission denied|is a member of extension/, 'app cannot replace s.gen_random_ulid()');
($ret, $out, $err) = app_psql(q{ALTER FUNCTION s.gen_ulid() SET search_path = evil});
like($err, qr/must be owner|permission denied/, 'app cannot alter s.gen_ulid()');
is(app_safe(q{SELECT count(*) FROM pg_proc p JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
	JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'ulid' WHERE p.proowner = 'app'::regrole}), '0',
	'no function of the extension is owned by app');

# The step after pg_upgrade, with traps ahead of pg_catalog for what it calls
# (evil.calls is emptied of the control's calls above).
app_safe(q{
TRUNCATE evil.calls;
CREATE SCHEMA evil_step;
CREATE FUNCTION evil_step.trap(what text) RETURNS bool LANGUAGE plpgsql AS
	$$ BEGIN INSERT INTO evil.calls (what) VALUES (what); RETURN true; END $$;
CREATE FUNCTION evil_step.quote_ident(text) RETURNS text LANGUAGE sql AS $$ SELECT 's_taken' WHERE evil_step.trap('quote_ident') $$;
CREATE FUNCTION evil_step.current_setting(text) RETURNS text LANGUAGE sql AS $$ SELECT '100000' WHERE evil_step.trap('current_setting') $$;
CREATE FUNCTION evil_step.to_regprocedure(text) RETURNS regprocedure LANGUAGE sql AS $$ SELECT NULL::regprocedure WHERE evil_step.trap('to_regprocedure') $$;
CREATE FUNCTION evil_step.format(text) RETURNS text LANGUAGE sql AS $$ SELECT 'SELECT 1' WHERE evil_step.trap('format') $$;
CREATE FUNCTION evil_step.current_database() RETURNS name LANGUAGE sql AS $$ SELECT 'evil'::name WHERE evil_step.trap('current_database') $$;
CREATE FUNCTION evil_step.eq(oid, oid) RETURNS bool LANGUAGE sql AS $$ SELECT evil_step.trap('= (oid, oid)') $$;
CREATE OPERATOR evil_step.= (LEFTARG = oid, RIGHTARG = oid, FUNCTION = evil_step.eq);
CREATE FUNCTION evil_step.eq(name, name) RETURNS bool LANGUAGE sql AS $$ SELECT evil_step.trap('= (name, name)') $$;
CREATE OPERATOR evil_step.= (LEFTARG = name, RIGHTARG = name, FUNCTION = evil_step.eq);
CREATE FUNCTION evil_step.ge(int4, int4) RETURNS bool LANGUAGE sql AS $$ SELECT NOT evil_step.trap('>= (int4, int4)') $$;
CREATE OPERATOR evil_step.>= (LEFTARG = int4, RIGHTARG = int4, FUNCTION = evil_step.ge);
CREATE FUNCTION evil_step.eq(regproc, regprocedure) RETURNS bool LANGUAGE sql AS $$ SELECT evil_step.trap('= (regproc, regprocedure)') $$;
CREATE OPERATOR evil_step.= (LEFTARG = regproc, RIGHTARG = regprocedure, FUNCTION = evil_step.eq);
});
my $step = $node->config_data('--sharedir') . '/extension/ulid_after_pg_upgrade.sql';
my $step_path = 'evil_step,pg_catalog,s,public';	# PGOPTIONS: no spaces
sub run_step	# run_step(psql options...): psql -f the step in appdb, with the hostile search_path
{
	local $ENV{PGOPTIONS} = "-c search_path=$step_path";
	my ($stdout, $stderr) = ('', '');
	my $ok = IPC::Run::run([ 'psql', '-X', '-d', $node->connstr('appdb'), '-v', 'ON_ERROR_STOP=1', @_, '-f', $step ],
		'<', \'', '>', \$stdout, '2>', \$stderr);
	return ($ok ? 0 : 1, $stderr);
}
($ret, $err) = run_step('-U', 'app');
is($ret, 0, 'the step after pg_upgrade, as app with traps on the search_path') or diag $err;
like($err, qr/NOTICE:  extension ulid: nothing to add/, '... finds the catalog complete');
my $skip_support = q{SELECT count(*) FROM pg_amproc p JOIN pg_opfamily f ON f.oid = p.amprocfamily
	WHERE f.opfnamespace = 's'::regnamespace AND p.amprocnum = 6 AND p.amproc::regproc::text LIKE 's.%skipsupport'};
my $major = $node->safe_psql('postgres', q{SELECT current_setting('server_version_num')::int / 10000});
SKIP:
{
	skip "btree skip support is PostgreSQL 18+ (this is $major)", 3 if $major < 18;
	$node->safe_psql('appdb', q{
ALTER OPERATOR FAMILY s.ulid_ops USING btree DROP FUNCTION 6 (s.ulid, s.ulid);
ALTER OPERATOR FAMILY s.ulid_flake_ops USING btree DROP FUNCTION 6 (s.ulid_flake, s.ulid_flake);
ALTER OPERATOR FAMILY s.baseuid_ops USING btree DROP FUNCTION 6 (s.baseuid, s.baseuid);
});
	($ret, $err) = run_step();
	is($ret, 0, 'the step as a superuser, with traps on the search_path, on a catalog without skip support') or diag $err;
	like($err, qr/NOTICE:  extension ulid: added btree skip support of ulid, ulid_flake, baseuid/, '... adds it');
	is(app_safe($skip_support), '3', '... to the three families in s');
}
is(app_safe('SELECT count(*) FROM evil.calls'), '0', 'the step called no trap')
  or diag app_safe('SELECT string_agg(DISTINCT what, E\'\n\') FROM evil.calls');
# Control: the traps catch unqualified calls.
app_safe("SET search_path = $step_path; SELECT current_setting('server_version_num'), 1::oid = 1::oid");
is(app_safe('SELECT string_agg(what, \', \' ORDER BY what) FROM evil.calls'), '= (oid, oid), current_setting',
	'control: unqualified calls with that search_path do reach the traps');

($ret, $out, $err) = app_psql('DROP SCHEMA evil CASCADE; DROP SCHEMA evil_step CASCADE; DROP TABLE public.t; DROP EXTENSION ulid');
is($ret, 0, 'app can drop the extension') or diag $err;

$node->stop;
done_testing();
