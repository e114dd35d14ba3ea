# The step after pg_upgrade as the module prints it, on the server under test
# (007_pg_upgrade.pl runs a real pg_upgrade when a newer major is there):
#   - in binary-upgrade mode (pg_upgrade's, here a server started with -b),
#     loading the library prints the step: psql -f of the installed file
#     ulid_after_pg_upgrade.sql, in every database that has the extension,
#     the same in a database without it;
#   - the file is installed, and CREATE EXTENSION does not take it for a
#     version of the extension;
#   - run as printed (psql -f FILE, nothing but the connection) in a database
#     whose catalog lacks the btree skip support of the three types (on 18+,
#     as pg_upgrade from 15-17 leaves it), it gives the catalog of a fresh
#     install and says what it added; run again it changes nothing and says
#     so; on a server before 18 there is nothing to add;
#   - in a database without the extension it stops with an error;
#   - the update from 0.3.0, whose ulid_refresh_catalog() is gone in 0.4.0,
#     drops that function by its exact signature: one of the same name that a
#     role with CREATE on the extension's schema added (with a defaulted
#     argument, which makes a call by name ambiguous) stays as it was.
# (The pg_regress test after_pg_upgrade_pg18 runs the file's block as a
# non-superuser too; 006_hostile_search_path.pl runs it with traps on the
# search_path.)
use strict;
use warnings;
use FindBin;
use lib $FindBin::RealBin;
use IPC::Run;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use UlidCatalog qw(diag_diff);

my $node = PostgreSQL::Test::Cluster->new('after_pg_upgrade');
$node->init;
$node->start;
my $major = $node->safe_psql('postgres', q{SELECT current_setting('server_version_num')::int / 10000});
my $sharedir = $node->config_data('--sharedir');
my $describe = UlidCatalog::describe_sql();
$node->safe_psql('postgres', 'CREATE DATABASE fresh; CREATE DATABASE upgraded');
$node->safe_psql($_, 'CREATE EXTENSION ulid') for qw(fresh upgraded);
my $fresh = $node->safe_psql('fresh', $describe);

# ---- the message under pg_upgrade -----------------------------------------

$node->stop;
my $pg_ctl = $node->config_data('--bindir') . '/pg_ctl';
system_or_bail($pg_ctl, '-D', $node->data_dir, '-l', $node->logfile, '-w', '-o', '-b', 'start');
my ($rc, $out, $err) = $node->psql('upgraded', q{LOAD 'ulid'});
my ($file) = $err =~ /NOTICE:  after pg_upgrade, run psql -f (\S+) in every database that has the extension ulid$/m;
is($file, "$sharedir/extension/ulid_after_pg_upgrade.sql",
	'binary-upgrade mode: the printed step is psql -f of ulid_after_pg_upgrade.sql in the extension directory')
  or diag $err;
like($err, qr/DETAIL:  .*btree skip support, PostgreSQL 18\+/, '... and it says what the step adds');
($rc, $out, $err) = $node->psql('postgres', q{LOAD 'ulid'});
like($err, qr/NOTICE:  after pg_upgrade, run psql -f \Q$sharedir\E\/extension\/ulid_after_pg_upgrade\.sql in every database/,
	'in a database without the extension the message is the same');
system_or_bail($pg_ctl, '-D', $node->data_dir, '-w', '-m', 'fast', 'stop');
$node->start;
$file //= "$sharedir/extension/ulid_after_pg_upgrade.sql";
ok(-f $file, 'the printed file is installed');
is($node->safe_psql('fresh', q{SELECT count(*) FROM pg_available_extension_versions WHERE name = 'ulid' AND version !~ '^\d+\.\d+\.\d+$'}),
	'0', 'the installed file is not taken for a version of the extension');

# ---- the step, run as printed ---------------------------------------------

sub run_step
{
	my ($db) = @_;
	my ($stdout, $stderr) = ('', '');
	my $ok = IPC::Run::run([ 'psql', '-X', '-d', $node->connstr($db), '-v', 'ON_ERROR_STOP=1', '-f', $file ],
		'<', \'', '>', \$stdout, '2>', \$stderr);
	return ($ok ? 0 : 1, $stderr);
}

if ($major >= 18)
{
	# What pg_upgrade from 15-17 leaves: the families without support function 6.
	$node->safe_psql('upgraded', q{
ALTER OPERATOR FAMILY ulid_ops USING btree DROP FUNCTION 6 (ulid, ulid);
ALTER OPERATOR FAMILY ulid_flake_ops USING btree DROP FUNCTION 6 (ulid_flake, ulid_flake);
ALTER OPERATOR FAMILY baseuid_ops USING btree DROP FUNCTION 6 (baseuid, baseuid);
});
	isnt($node->safe_psql('upgraded', $describe), $fresh, "PostgreSQL $major: without skip support the catalog differs from a fresh install's");
	($rc, $err) = run_step('upgraded');
	is($rc, 0, 'the printed step works') or diag $err;
	like($err, qr/NOTICE:  extension ulid: added btree skip support of ulid, ulid_flake, baseuid$/m, '... and says what it added');
}
my $stepped = $node->safe_psql('upgraded', $describe);
ok($stepped eq $fresh, "after the printed step the catalog is a fresh install's on PostgreSQL $major")
  or diag_diff($fresh, $stepped, 'after the step');
($rc, $err) = run_step('upgraded');
is($rc, 0, 'the printed step run again works') or diag $err;
like($err, qr/NOTICE:  extension ulid: nothing to add, the catalog is complete for this server$/m, '... and changes nothing');
is($node->safe_psql('upgraded', $describe), $fresh, '... the catalog is unchanged');

($rc, $err) = run_step('postgres');
isnt($rc, 0, 'the printed step fails in a database without the extension');
like($err, qr/ERROR:  extension "ulid" does not exist in database "postgres"/, '... and says so');

# ---- the update from 0.3.0 next to a planted function -----------------------

$node->safe_psql('postgres', 'CREATE DATABASE upd030; CREATE ROLE mallory');
$node->safe_psql('upd030', q{
CREATE EXTENSION ulid VERSION '0.3.0';
GRANT CREATE ON SCHEMA public TO mallory;
SET ROLE mallory;
CREATE FUNCTION public.ulid_refresh_catalog(i int DEFAULT 0) RETURNS text LANGUAGE sql AS $$ SELECT 'planted' $$;
});
($rc, $out, $err) = $node->psql('upd030', 'ALTER EXTENSION ulid UPDATE');
is($rc, 0, 'ALTER EXTENSION ulid UPDATE from 0.3.0 with public.ulid_refresh_catalog(int DEFAULT 0) planted') or diag $err;
my $updated = $node->safe_psql('upd030', $describe);
ok($updated eq $fresh, '... gives the catalog of a fresh install') or diag_diff($fresh, $updated);
is($node->safe_psql('upd030', 'SELECT public.ulid_refresh_catalog()'), 'planted', '... and leaves the planted function as it was');

$node->stop;
done_testing();
