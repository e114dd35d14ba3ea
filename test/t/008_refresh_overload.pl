# ulid_refresh_catalog() and a role that may create functions in the
# extension's schema.
#
# Such a role can add ulid_refresh_catalog(i int DEFAULT 0) next to the
# extension's ulid_refresh_catalog(); PostgreSQL then finds every call of
# ulid_refresh_catalog(), schema-qualified or not, ambiguous.  With that
# function planted (by a non-superuser with CREATE on the schema):
#   - ALTER EXTENSION ulid UPDATE TO '0.3.0' from 0.2.0 works and gives the
#     catalog of a fresh install, and so does CREATE EXTENSION;
#   - the planted function is never called and stays as it was;
#   - the step the module prints under pg_upgrade (binary-upgrade mode, here
#     a server started with -b) is psql -f of the installed file
#     ulid_refresh_catalog.sql, which CREATE EXTENSION does not take for a
#     version script; run as printed by a superuser, with a function of that
#     name planted in a schema ahead on the superuser's search_path and then
#     also in the extension's schema (where a call by name is ambiguous), it
#     runs the extension's function (the catalog is completed), never a
#     planted one; its HINT names the plain call with the extension's schema;
#   - the HINT a non-superuser gets names the function with its schema.
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;
use PostgreSQL::Test::Cluster;
use IPC::Run;
use PostgreSQL::Test::Utils;
use Test::More;
use UlidCatalog qw(diag_diff);

my $node = PostgreSQL::Test::Cluster->new('overload');
$node->init;
$node->start;
my $describe = UlidCatalog::describe_sql();

# The planted function, as the role writes it; it records each call.
my $plant = q{
CREATE FUNCTION %s.ulid_refresh_catalog(i int DEFAULT 0) RETURNS text LANGUAGE sql
	AS $$INSERT INTO public.planted_calls VALUES ('%s') RETURNING 'x'$$;
};

$node->safe_psql('postgres', q{
CREATE ROLE mallory LOGIN;
CREATE DATABASE fresh; CREATE DATABASE upd; CREATE DATABASE pre;
});
for my $db (qw(fresh upd pre))
{
	$node->safe_psql($db, q{
CREATE SCHEMA ids;
GRANT USAGE, CREATE ON SCHEMA ids TO mallory;
GRANT USAGE, CREATE ON SCHEMA public TO mallory;
CREATE TABLE public.planted_calls (at text);
GRANT INSERT, SELECT ON public.planted_calls TO mallory;
});
}
sub as_mallory
{
	my ($db, $sql) = @_;
	return $node->safe_psql($db, $sql, extra_params => [ '-U', 'mallory' ]);
}
sub planted_calls
{
	my ($db) = @_;
	return $node->safe_psql($db, 'SELECT count(*) FROM public.planted_calls');
}

$node->safe_psql('fresh', 'CREATE EXTENSION ulid SCHEMA ids');
my $fresh = $node->safe_psql('fresh', $describe);
like($fresh, qr/^function ids\.ulid_refresh_catalog\(\)/m, 'fresh install: ids.ulid_refresh_catalog() is a member');

# ---- the update from 0.2.0 ------------------------------------------------

$node->safe_psql('upd', q{CREATE EXTENSION ulid SCHEMA ids VERSION '0.2.0'});
as_mallory('upd', sprintf($plant, 'ids', 'ids'));
my ($rc, $out, $err) = $node->psql('upd', q{ALTER EXTENSION ulid UPDATE TO '0.3.0'});
is($rc, 0, q{ALTER EXTENSION ulid UPDATE TO '0.3.0' works with ids.ulid_refresh_catalog(int DEFAULT 0) planted})
  or diag $err;
($rc, $out, $err) = $node->psql('upd', 'SELECT ids.ulid_refresh_catalog()');
like($err, qr/function ids\.ulid_refresh_catalog\(\) is not unique/,
	'after the update both functions exist, and a call by name is ambiguous');
my $updated = $node->safe_psql('upd', $describe);
ok($updated eq $fresh, 'the update gives the catalog of a fresh install (the planted function is no member)')
  or diag_diff($fresh, $updated);
is(planted_calls('upd'), '0', 'the update never called the planted function');
is($node->safe_psql('upd', q{SELECT prosrc FROM pg_proc WHERE oid = 'ids.ulid_refresh_catalog(int)'::regprocedure}),
	q{INSERT INTO public.planted_calls VALUES ('ids') RETURNING 'x'}, 'the planted function is left as it was');
is($node->safe_psql('upd', q{SELECT proname FROM pg_proc WHERE proname LIKE 'ulid_refresh_catalog%' ORDER BY oid}),
	"ulid_refresh_catalog\nulid_refresh_catalog", 'no function is left under a temporary name');

# ---- a fresh install next to a planted function ---------------------------

as_mallory('pre', sprintf($plant, 'ids', 'ids'));
($rc, $out, $err) = $node->psql('pre', 'CREATE EXTENSION ulid SCHEMA ids');
is($rc, 0, 'CREATE EXTENSION works with ids.ulid_refresh_catalog(int DEFAULT 0) planted beforehand') or diag $err;
my $pre = $node->safe_psql('pre', $describe);
ok($pre eq $fresh, 'and gives the catalog of a fresh install') or diag_diff($fresh, $pre, 'next to the planted function');
is(planted_calls('pre'), '0', 'CREATE EXTENSION never called the planted function');

# ---- the step printed under pg_upgrade ------------------------------------

# A catalog as pg_upgrade leaves it when the old major lacked an entry: the
# BRIN bloom class of ulid removed.
my $drop_bloom = q{
ALTER EXTENSION ulid DROP OPERATOR CLASS ids.ulid_bloom_ops USING brin;
ALTER EXTENSION ulid DROP OPERATOR FAMILY ids.ulid_bloom_ops USING brin;
DROP OPERATOR FAMILY ids.ulid_bloom_ops USING brin;
};
$node->safe_psql('fresh', $drop_bloom);
isnt($node->safe_psql('fresh', $describe), $fresh, 'without ulid_bloom_ops the catalog differs from a fresh install');

# The module's message in binary-upgrade mode, as pg_upgrade's LOAD gets it.
$node->stop;
my $bindir = $node->config_data('--bindir');
my $sharedir = $node->config_data('--sharedir');
my $pg_ctl = "$bindir/pg_ctl";
system_or_bail($pg_ctl, '-D', $node->data_dir, '-l', $node->logfile, '-w', '-o', '-b', 'start');
($rc, $out, $err) = $node->psql('fresh', q{LOAD 'ulid'});
my ($file) = $err =~ /NOTICE:  after pg_upgrade, run psql -f (\S+) in every database that has the extension ulid$/m;
is($file, "$sharedir/extension/ulid_refresh_catalog.sql",
	'binary-upgrade mode: the printed step is psql -f of ulid_refresh_catalog.sql in the extension directory')
  or diag $err;
ok(defined $file && -f $file, 'the printed file is installed');
like($err, qr/HINT:  Where the extension's schema holds no other function named ulid_refresh_catalog, SELECT ids\.ulid_refresh_catalog\(\); does the same; SELECT extnamespace::regnamespace FROM pg_extension WHERE extname = 'ulid'; shows that schema\./,
	'the hint names the plain call with the extension\'s schema and says how to find the schema');
($rc, $out, $err) = $node->psql('postgres', q{LOAD 'ulid'});
like($err, qr/NOTICE:  after pg_upgrade, run psql -f \Q$sharedir\E\/extension\/ulid_refresh_catalog\.sql in every database/,
	'in a database without the extension the step is the same');
like($err, qr/HINT:  .*SELECT <schema>\.ulid_refresh_catalog\(\);/, '... and the hint says <schema>');
system_or_bail($pg_ctl, '-D', $node->data_dir, '-w', '-m', 'fast', 'stop');
$node->start;
$file //= "$sharedir/extension/ulid_refresh_catalog.sql";

# CREATE EXTENSION takes only ulid--*.sql for scripts: the file is no version.
is($node->safe_psql('fresh', q{SELECT string_agg(version, ' ' ORDER BY version) FROM pg_available_extension_versions WHERE name = 'ulid'}),
	'0.1.0 0.2.0 0.3.0', 'the installed file is not taken for a version of the extension');

# The printed step, run as printed by a superuser (psql -f FILE, no other
# option but the connection), with the superuser's search_path from PGOPTIONS.
sub run_step
{
	my ($db, $search_path) = @_;
	local $ENV{PGOPTIONS} = "-c search_path=$search_path";
	my ($stdout, $stderr) = ('', '');
	my $ok = IPC::Run::run([ 'psql', '-X', '-d', $node->connstr($db), '-v', 'ON_ERROR_STOP=1', '-f', $file ],
		'<', \'', '>', \$stdout, '2>', \$stderr);
	return ($ok ? 0 : 1, $stdout, $stderr);
}

# A planted function of that name in a schema that comes first on the
# superuser's search_path.
as_mallory('fresh', sprintf($plant, 'public', 'public'));
($rc, $out, $err) = run_step('fresh', 'public,ids');
is($rc, 0, 'the printed step works with public.ulid_refresh_catalog(int DEFAULT 0) ahead on the search_path') or diag $err;
like($err, qr/NOTICE:  extension ulid: added for PostgreSQL \d+: BRIN operator class ulid_bloom_ops$/m, 'it ran the extension\'s function and says what it added');
is(planted_calls('fresh'), '0', 'the planted function in the schema ahead was not called');
my $refreshed = $node->safe_psql('fresh', $describe);
ok($refreshed eq $fresh, 'after the printed step the catalog is a fresh install\'s')
  or diag_diff($fresh, $refreshed, 'after the step');

# The same with a function planted in the extension's schema itself, where
# PostgreSQL cannot tell the two apart by name: a call by name is ambiguous,
# the file (which calls the function under a name of its own) still works.
$node->safe_psql('fresh', $drop_bloom);
as_mallory('fresh', sprintf($plant, 'ids', 'ids'));
($rc, $out, $err) = $node->psql('fresh', 'SELECT ids.ulid_refresh_catalog()');
like($err, qr/function ids\.ulid_refresh_catalog\(\) is not unique/,
	'with a function planted in the extension\'s own schema a call by name is ambiguous');
($rc, $out, $err) = run_step('fresh', 'public,ids');
is($rc, 0, 'the printed step works with ids.ulid_refresh_catalog(int DEFAULT 0) planted as well') or diag $err;
like($err, qr/NOTICE:  extension ulid: added for PostgreSQL \d+: BRIN operator class ulid_bloom_ops$/m, 'it ran the extension\'s function');
is(planted_calls('fresh'), '0', 'the planted functions were never called');
$refreshed = $node->safe_psql('fresh', $describe);
ok($refreshed eq $fresh, 'after the printed step the catalog is a fresh install\'s')
  or diag_diff($fresh, $refreshed, 'after the step, next to the planted function');
is($node->safe_psql('fresh', q{SELECT proname FROM pg_proc WHERE proname LIKE 'ulid_refresh_catalog%' ORDER BY oid}),
	"ulid_refresh_catalog\nulid_refresh_catalog\nulid_refresh_catalog", 'no function is left under a temporary name');
($rc, $out, $err) = run_step('fresh', 'ids');
is($rc, 0, 'the printed step run again works') or diag $err;
like($err, qr/NOTICE:  extension ulid: the catalog is complete for PostgreSQL \d+; nothing to add$/m, '... and changes nothing');

# In a database without the extension the file stops with an error.
($rc, $out, $err) = run_step('postgres', 'public');
isnt($rc, 0, 'the printed step fails in a database without the extension');
like($err, qr/ERROR:  extension "ulid" does not exist in database "postgres"/, '... and says so');

# ---- the hint a non-superuser gets ----------------------------------------

$node->safe_psql('fresh', $drop_bloom);
$node->safe_psql('fresh', q{DROP FUNCTION ids.ulid_refresh_catalog(int); DROP FUNCTION public.ulid_refresh_catalog(int); GRANT USAGE ON SCHEMA ids TO mallory});
($rc, $out, $err) = $node->psql('fresh', 'SELECT ids.ulid_refresh_catalog()', extra_params => [ '-U', 'mallory' ]);
like($err, qr/HINT:  Ask a superuser to run SELECT ids\.ulid_refresh_catalog\(\); in this database/,
	'the HINT names the function with the extension\'s schema');

$node->stop;
done_testing();
