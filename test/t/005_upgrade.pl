# Extension upgrades.
#
# From the files in sql/ (install scripts ulid--X.sql, upgrade scripts
# ulid--A--B.sql) and default_version in ulid.control:
#   - every version other than the default has a chain of upgrade scripts to
#     the default (a new version that forgets its upgrade script fails here,
#     naming the missing file), and the default version is installable;
#   - the installed scripts are those of the source tree (else: make install),
#     and the installed step after pg_upgrade, ulid_after_pg_upgrade.sql, is
#     the block that ends the install script;
#   - PostgreSQL agrees (pg_extension_update_paths);
#   - for every version other than the default, CREATE EXTENSION ulid VERSION
#     '<it>' then ALTER EXTENSION ulid UPDATE gives exactly the objects of a
#     fresh install: members (pg_describe_object), function attributes
#     (volatility, strictness, parallel safety, leakproofness, security,
#     cost, source, library, language), types, operators, operator classes
#     and families with their operators and support functions, casts,
#     comments, privileges; and data stored before the update is intact.
# The chain check itself is tested on made-up file sets, so that it is known
# to fail when a script is missing even while there is only one version.
use strict;
use warnings;
use FindBin;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use UlidCatalog qw(diag_diff);

my $src = $ENV{ULID_SOURCE_DIR} // "$FindBin::RealBin/../..";
my $ext = 'ulid';

# ---- the files ------------------------------------------------------------

my $control = slurp_file("$src/$ext.control");
my ($default) = $control =~ /^\s*default_version\s*=\s*'([^']*)'/m;
ok(defined $default && $default ne '', "default_version in $ext.control: " . ($default // 'missing'))
  or BAIL_OUT('no default_version');

opendir(my $dh, "$src/sql") or BAIL_OUT("$src/sql: $!");
my @files = sort grep { /^\Q$ext\E--.+\.sql$/ } readdir $dh;
closedir $dh;
my (%install, @upgrades);
for my $f (@files)
{
	my ($v) = $f =~ /^\Q$ext\E--(.+)\.sql$/;
	my @parts = split /--/, $v;
	if (@parts == 1) { $install{$v} = $f; }
	elsif (@parts == 2) { push @upgrades, [ @parts, $f ]; }
	else { fail("cannot parse the script name $f"); }
}
note 'install scripts: ' . join(', ', sort keys %install);
note 'upgrade scripts: ' . (join(', ', map { "$_->[0] -> $_->[1]" } @upgrades) || 'none');
ok(%install, 'there is at least one install script');

# Problems with a set of versions: returns a list of messages.
sub chain_problems
{
	my ($default, $install, $upgrades) = @_;
	my (%next, %versions);
	$versions{$_} = 1 for keys %$install;
	for my $u (@$upgrades)
	{
		push @{ $next{ $u->[0] } }, $u->[1];
		$versions{ $u->[0] } = $versions{ $u->[1] } = 1;
	}
	my $reaches = sub {
		my ($from, $to) = @_;
		my %seen = ($from => 1);
		my @todo = ($from);
		while (defined(my $v = shift @todo))
		{
			return 1 if $v eq $to;
			for my $n (@{ $next{$v} || [] }) { push @todo, $n unless $seen{$n}++; }
		}
		return 0;
	};
	my @problems;
	if (!$install->{$default} && !grep { $reaches->($_, $default) } keys %$install)
	{
		push @problems, "the default version $default cannot be installed: "
		  . "no sql/$ext--$default.sql and no upgrade path to it from an install script";
	}
	for my $v (sort keys %versions)
	{
		next if $v eq $default;
		push @problems, "version $v has no upgrade path to the default version $default: "
		  . "add sql/$ext--$v--$default.sql (or a chain of upgrade scripts)"
		  unless $reaches->($v, $default);
	}
	return @problems;
}

# The checker, on made-up file sets.
my @cases = (
	[ 'one version', '0.1.0', ['0.1.0'], [], 0 ],
	[ 'new version without upgrade script', '0.2.0', [ '0.1.0', '0.2.0' ], [], 1 ],
	[ 'new version with its upgrade script', '0.2.0', [ '0.1.0', '0.2.0' ], [ [ '0.1.0', '0.2.0' ] ], 0 ],
	[ 'default reached only through upgrades', '0.2.0', ['0.1.0'], [ [ '0.1.0', '0.2.0' ] ], 0 ],
	[ 'chain with a gap', '0.3.0', [ '0.1.0', '0.2.0', '0.3.0' ], [ [ '0.1.0', '0.2.0' ] ], 2 ],
	[ 'chain', '0.3.0', ['0.3.0'], [ [ '0.1.0', '0.2.0' ], [ '0.2.0', '0.3.0' ] ], 0 ],
	[ 'default not installable', '0.2.0', ['0.1.0'], [], 2 ],
	[ 'upgrade script to a dead end', '0.2.0', ['0.2.0'], [ [ '0.1.0', '0.1.1' ] ], 2 ]);
for my $c (@cases)
{
	my ($name, $def, $inst, $upg, $n) = @$c;
	my @p = chain_problems($def, { map { $_ => 1 } @$inst }, $upg);
	is(scalar(@p), $n, "chain checker, $name: $n problem(s)") or diag join("\n", @p);
}

# The real files.
my @problems = chain_problems($default, \%install, \@upgrades);
ok(!@problems, "every version in sql/ has an upgrade path to $default") or diag join("\n", @problems);

# The installed files are the source tree's.
my $sharedir = `pg_config --sharedir`;
chomp $sharedir;
for my $f (@files, "$ext.control")
{
	my $installed = "$sharedir/extension/$f";
	my $from = $f =~ /\.control$/ ? "$src/$f" : "$src/sql/$f";
	ok(-f $installed && slurp_file($installed) eq slurp_file($from), "installed $f is the source tree's")
	  or diag "$installed is missing or differs from $from: run make install";
}
my $step = "$sharedir/extension/${ext}_after_pg_upgrade.sql";
my $step_text = -f $step ? slurp_file($step) : undef;
ok(defined $step_text && $step_text ne ''
	  && substr(slurp_file("$src/sql/$ext--$default.sql"), -length($step_text)) eq $step_text,
	"installed ${ext}_after_pg_upgrade.sql is the block that ends $ext--$default.sql")
  or diag "$step is missing or is not the end of the install script: run make install";

# ---- the database ---------------------------------------------------------

my $node = PostgreSQL::Test::Cluster->new('upgrade');
$node->init;
$node->append_conf('postgresql.conf', "shared_preload_libraries = 'ulid'\nlog_statement = none\n");
$node->start;

my %versions = map { $_ => 1 } keys %install, map { @$_[ 0, 1 ] } @upgrades;
my $paths = $node->safe_psql('postgres',
	"SELECT source || ' ' || coalesce(path, '(none)') FROM pg_extension_update_paths('$ext') WHERE target = '$default' ORDER BY 1");
note "pg_extension_update_paths to $default:\n$paths";
for my $v (sort keys %versions)
{
	next if $v eq $default;
	like($paths, qr/^\Q$v\E (?!\(none\))\S/m, "PostgreSQL finds an update path $v -> $default");
}
is($node->safe_psql('postgres', "SELECT default_version FROM pg_available_extensions WHERE name = '$ext'"),
	$default, 'the server sees the same default version');

# A description of everything the extension owns, with no OIDs in it.
my $describe = UlidCatalog::describe_sql();

$node->safe_psql('postgres', 'CREATE DATABASE fresh');
$node->safe_psql('fresh', "CREATE EXTENSION $ext");
my $fresh = $node->safe_psql('fresh', $describe);
like($fresh, qr/^extension ulid version \Q$default\E /m, "fresh install is at $default");
like($fresh, qr/^type ulid: len 16 /m, 'the description covers types');
like($fresh, qr/^function gen_ulid\(\): .* lang c /m, 'the description covers functions');
like($fresh, qr/^operator =\(ulid,ulid\): .* merges t hashes t$/m, 'the description covers operators');
like($fresh, qr/^opfamily ulid_ops using btree: support 1 /m, 'the description covers operator families');
like($fresh, qr/^cast ulid -> uuid: /m, 'the description covers casts');
like($fresh, qr/^comment on type ulid: /m, 'the description covers comments');
unlike($fresh, qr/ulid_refresh_catalog/, 'a fresh install has no ulid_refresh_catalog() (gone in 0.4.0)');
note "fresh install: " . scalar(split /\n/, $fresh) . ' catalog lines';

# CREATE EXTENSION ... VERSION '<default>' is the same as without VERSION.
$node->safe_psql('postgres', 'CREATE DATABASE fresh_v');
$node->safe_psql('fresh_v', "CREATE EXTENSION $ext VERSION '$default'");
is($node->safe_psql('fresh_v', $describe), $fresh, "CREATE EXTENSION VERSION '$default' = fresh install");
my ($ret, $out, $err) = $node->psql('fresh_v', "ALTER EXTENSION $ext UPDATE");
is($ret, 0, 'ALTER EXTENSION UPDATE at the default version is a no-op');
is($node->safe_psql('fresh_v', $describe), $fresh, '... and changes nothing');

# Every older version, updated, is the fresh install; data survives.
my @older = grep { $_ ne $default } sort keys %versions;
note @older ? 'updating from: ' . join(', ', @older) : "only one version ($default): no update to test yet";
my $i = 0;
for my $v (@older)
{
	my $db = 'up_' . $i++;
	$node->safe_psql('postgres', "CREATE DATABASE $db");
	($ret, $out, $err) = $node->psql($db, "CREATE EXTENSION $ext VERSION '$v'");
	is($ret, 0, "CREATE EXTENSION $ext VERSION '$v'") or diag $err;
	$node->safe_psql($db, q{
CREATE TABLE keep (id ulid PRIMARY KEY, ref ulid);
CREATE INDEX ON keep USING hash (ref);
INSERT INTO keep VALUES ('01ARZ3NDEKTSV4RRFFQ69G5FAV', '7ZZZZZZZZZZZZZZZZZZZZZZZZZ'), ('00000000000000000000000000', NULL);
-- objects that use what the update replaces: casts, operators, hash support
CREATE VIEW keep_v AS SELECT id::uuid AS u, ref::uuid::ulid AS r FROM keep WHERE id = '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid::uuid;
CREATE TABLE keep_hp (id ulid) PARTITION BY HASH (id);
CREATE TABLE keep_hp_0 PARTITION OF keep_hp FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TABLE keep_hp_1 PARTITION OF keep_hp FOR VALUES WITH (MODULUS 2, REMAINDER 1);
INSERT INTO keep_hp SELECT gen_random_uuid()::ulid FROM generate_series(1, 200);
});
	($ret, $out, $err) = $node->psql($db, "ALTER EXTENSION $ext UPDATE");
	is($ret, 0, "ALTER EXTENSION $ext UPDATE from $v") or diag $err;
	my $updated = $node->safe_psql($db, $describe);
	is($updated, $fresh, "$v updated to $default has the objects of a fresh install")
	  or diag_diff($fresh, $updated);
	is($node->safe_psql($db, q{SELECT string_agg(id || ' ' || coalesce(ref::text, '-'), ',' ORDER BY id) FROM keep}),
		'00000000000000000000000000 -,01ARZ3NDEKTSV4RRFFQ69G5FAV 7ZZZZZZZZZZZZZZZZZZZZZZZZZ',
		"$v updated: data intact");
	my $chk = $node->safe_psql($db, q{
SET enable_seqscan = off; SELECT count(*) FROM keep WHERE id = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
});
	is($chk, '1', "$v updated: the index still works");
	is($node->safe_psql($db, q{SET enable_seqscan = off; SELECT count(*) FROM keep WHERE ref = '7ZZZZZZZZZZZZZZZZZZZZZZZZZ'}),
		'1', "$v updated: the hash index still works");
	is($node->safe_psql($db, q{SELECT u || ' ' || r FROM keep_v}),
		'01563e3a-b5d3-d676-4c61-efb99302bd5b 7ZZZZZZZZZZZZZZZZZZZZZZZZZ', "$v updated: a view using the uuid casts works");
	is($node->safe_psql($db, q{
SELECT count(*) FROM keep_hp p
WHERE p.tableoid <> (CASE WHEN satisfies_hash_partition('keep_hp'::regclass, 2, 0, p.id)
                          THEN 'keep_hp_0' ELSE 'keep_hp_1' END)::regclass}),
		'0', "$v updated: hash partitions route rows as before");
}

$node->stop;
done_testing();

