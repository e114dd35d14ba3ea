# pg_upgrade from the PostgreSQL under test (PG_CONFIG, Debian's 15 in
# `make test`) to a newer major built from source (19), with the extension
# installed in both:
#   - an old database with tables, btree/hash/BRIN indexes (every BRIN class
#     the old server has), range and hash partitions and the three types ulid,
#     ulid_flake and baseuid is pg_upgraded; pg_upgrade's output names the
#     step to run afterwards (the library says so when it is loaded in
#     binary-upgrade mode);
#   - right after pg_upgrade the catalog is the old major's: the btree
#     families lack skip support (support function 6, PostgreSQL 18+) that a
#     fresh install on the new major has (shown, not assumed);
#   - the printed step, psql -f of the new major's ulid_after_pg_upgrade.sql,
#     adds exactly that, after which the database's catalog of the extension
#     equals a fresh install's on the new major (UlidCatalog::describe_sql:
#     members, functions, types, operators, classes, families with their
#     support functions, casts, comments); run again it changes nothing and
#     says so; databases still at 0.2.0 and at 0.3.0 get the same catalog
#     from ALTER EXTENSION ulid UPDATE alone (every update script ends with
#     the same block);
#   - the data is unchanged (md5 per table) and the indexes are sound: amcheck
#     (bt_index_check with heapallindexed, verify_heapam), and every hash and
#     BRIN index returns what a sequential scan returns; hash partitions still
#     route rows as before; pg_dump dumps no member of the extension;
#   - the generators' shared memory on the new major (no preload: the DSM
#     registry) is the versioned segment "ulid generators v2".
# ULID_SKIP_STEP=1 leaves out the step, to see this test fail without it.
#
# The new major's installation: ULID_PG_NEW_BINDIR (its bin directory), else
# the build cache of test/matrix (~/.cache/ulid-pg/pg19/bin, /root/... when
# readable).  When there is none, or the extension is not installed in it,
# the test is skipped and says why.
use strict;
use warnings;
use Cwd ();
use FindBin;
use File::Basename qw(dirname);
use IPC::Run ();
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use UlidCatalog qw(diag_diff);

my $src = $ENV{ULID_SOURCE_DIR} // "$FindBin::RealBin/../..";

# ---- the two installations ------------------------------------------------

sub pg_config_of		# pg_config_of(BINDIR, OPTION)
{
	my ($bindir, $what) = @_;
	my $out = `"$bindir/pg_config" $what 2>/dev/null`;
	return undef if $?;
	chomp $out;
	return $out;
}

sub major_of { my ($v) = @_; return ($v // '') =~ /^PostgreSQL (\d+)/ ? $1 : undef; }

# The old installation: test/tap's PG_CONFIG (its bindir is first in PATH).
my $old_bindir = pg_config_of(dirname($ENV{PG_CONFIG} // ''), '--bindir');
plan skip_all => 'PG_CONFIG does not name the old installation\'s pg_config (run through test/tap)'
  unless $old_bindir;
my $old_major = major_of(pg_config_of($old_bindir, '--version'));

my @candidates = grep { defined && $_ ne '' } (
	$ENV{ULID_PG_NEW_BINDIR},
	(defined $ENV{HOME} ? "$ENV{HOME}/.cache/ulid-pg/pg19/bin" : undef),
	'/root/.cache/ulid-pg/pg19/bin');
my ($new_bindir) = grep { -x "$_/pg_upgrade" && -x "$_/pg_config" } @candidates;
if (!$new_bindir)
{
	# Asked for by name but unusable: a failure, not a skip.
	BAIL_OUT("ULID_PG_NEW_BINDIR=$ENV{ULID_PG_NEW_BINDIR} has no pg_upgrade and pg_config that this user (" . getpwuid($<) . ") can run")
	  if $ENV{ULID_PG_NEW_BINDIR};
	plan skip_all => 'no newer PostgreSQL to upgrade to: set ULID_PG_NEW_BINDIR to its bin directory '
	  . '(looked in ' . join(', ', @candidates) . ')';
}
my $new_major = major_of(pg_config_of($new_bindir, '--version'));
plan skip_all => "the new installation ($new_bindir, PostgreSQL $new_major) is not newer than the old one ($old_major)"
  unless defined $new_major && defined $old_major && $new_major > $old_major;

my $control = slurp_file("$src/ulid.control");
my ($default) = $control =~ /^\s*default_version\s*=\s*'([^']*)'/m;
for my $bindir ($old_bindir, $new_bindir)
{
	my $installed = pg_config_of($bindir, '--sharedir') . '/extension/ulid.control';
	my $lib = pg_config_of($bindir, '--pkglibdir') . '/ulid.so';
	my $ok = -f $installed && -f $lib && slurp_file($installed) =~ /^\s*default_version\s*=\s*'\Q$default\E'/m;
	next if $ok;
	my $msg = "the extension ulid $default is not installed in $bindir/..: "
	  . "make PG_CONFIG=$bindir/pg_config install";
	BAIL_OUT($msg) if $ENV{ULID_PG_NEW_BINDIR} && $bindir eq $new_bindir;
	plan skip_all => $msg;
}
note "pg_upgrade from PostgreSQL $old_major ($old_bindir) to PostgreSQL $new_major ($new_bindir)";
my $skip_step = ($ENV{ULID_SKIP_STEP} // '') eq '1';
note 'ULID_SKIP_STEP=1: ulid_after_pg_upgrade.sql is not run, the catalog checks must fail' if $skip_step;

# ---- the old cluster ------------------------------------------------------

my $old = PostgreSQL::Test::Cluster->new('old');
$old->init;
$old->append_conf('postgresql.conf', "shared_preload_libraries = 'ulid'\nlog_statement = none\n");
$old->start;
$old->safe_psql('postgres', 'CREATE DATABASE app');
$old->safe_psql('app', q{
CREATE EXTENSION ulid;

CREATE TABLE items (
	id ulid PRIMARY KEY,
	ref ulid,
	flake ulid_flake NOT NULL,
	buid baseuid NOT NULL,
	n int NOT NULL,
	label text
);
INSERT INTO items
SELECT gen_ulid('2024-01-01 00:00:00+00'::timestamptz + g * interval '1 s'),
	CASE WHEN g % 4 = 0 THEN NULL ELSE gen_random_ulid() END,
	gen_ulid_flake('2025-01-01 00:00:00+00'::timestamptz + g * interval '10 ms'),
	gen_baseuid('2025-06-01 00:00:00+00'::timestamptz + g * interval '1 ms'),
	g % 10, 'row ' || g
FROM generate_series(1, 5000) g;
INSERT INTO items VALUES ('00000000000000000000000000', '7ZZZZZZZZZZZZZZZZZZZZZZZZZ', '0000000000000',
	baseuid_min('2020-01-01 00:00:00+00'), 0, 'edges');
CREATE INDEX items_ref ON items (ref);
CREATE UNIQUE INDEX items_flake ON items (flake);
CREATE UNIQUE INDEX items_buid ON items (buid);
CREATE INDEX items_flake_n ON items (flake, n);
CREATE INDEX items_n_id ON items (n, id);
CREATE INDEX items_ref_hash ON items USING hash (ref);
CREATE INDEX items_flake_hash ON items USING hash (flake);
CREATE INDEX items_buid_hash ON items USING hash (buid);
CREATE INDEX items_id_brin ON items USING brin (id) WITH (pages_per_range = 2);
CREATE INDEX items_flake_brin ON items USING brin (flake) WITH (pages_per_range = 2);
CREATE INDEX items_buid_brin ON items USING brin (buid) WITH (pages_per_range = 2);
CREATE INDEX items_id_multi ON items USING brin (id ulid_minmax_multi_ops) WITH (pages_per_range = 2);
CREATE INDEX items_ref_bloom ON items USING brin (ref ulid_bloom_ops) WITH (pages_per_range = 2);

-- range partitions on ulid (ULID literal bounds: 2024-01-01 00:30, 01:00 UTC)
CREATE TABLE events (id ulid NOT NULL PRIMARY KEY, body text) PARTITION BY RANGE (id);
CREATE TABLE events_a PARTITION OF events FOR VALUES FROM (MINVALUE) TO ('01HK16TTT00000000000000000');
CREATE TABLE events_b PARTITION OF events FOR VALUES FROM ('01HK16TTT00000000000000000') TO ('01HK18HRM00000000000000000');
CREATE TABLE events_c PARTITION OF events FOR VALUES FROM ('01HK18HRM00000000000000000') TO (MAXVALUE);
INSERT INTO events SELECT id, label FROM items;

-- hash partitions on ulid_flake and on baseuid
CREATE TABLE flakes (id ulid_flake NOT NULL PRIMARY KEY, n int) PARTITION BY HASH (id);
CREATE TABLE flakes_0 PARTITION OF flakes FOR VALUES WITH (MODULUS 3, REMAINDER 0);
CREATE TABLE flakes_1 PARTITION OF flakes FOR VALUES WITH (MODULUS 3, REMAINDER 1);
CREATE TABLE flakes_2 PARTITION OF flakes FOR VALUES WITH (MODULUS 3, REMAINDER 2);
INSERT INTO flakes SELECT flake, n FROM items;
CREATE TABLE buids (id baseuid NOT NULL PRIMARY KEY, n int) PARTITION BY HASH (id);
CREATE TABLE buids_0 PARTITION OF buids FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TABLE buids_1 PARTITION OF buids FOR VALUES WITH (MODULUS 2, REMAINDER 1);
INSERT INTO buids SELECT buid, n FROM items;
ANALYZE;
});
cmp_ok($old->safe_psql('app', 'SELECT count(DISTINCT tableoid) FROM events'), '==', 3, 'old: events spread over 3 partitions');

# Databases still at 0.2.0 and 0.3.0: after pg_upgrade, ALTER EXTENSION ulid
# UPDATE alone gives the new major's full catalog (each update script ends
# with the block of ulid_after_pg_upgrade.sql, 0.2.0 -> 0.3.0 with the
# released ulid_refresh_catalog()).
$old->safe_psql('postgres', 'CREATE DATABASE app020');
$old->safe_psql('app020', q{
CREATE EXTENSION ulid VERSION '0.2.0';
CREATE TABLE t (id ulid PRIMARY KEY, f ulid_flake);
CREATE INDEX ON t USING hash (f);
INSERT INTO t SELECT gen_ulid('2024-01-01 00:00:00+00'::timestamptz + g * interval '1 s'), g::bigint::ulid_flake
FROM generate_series(1, 1000) g;
});
$old->safe_psql('postgres', 'CREATE DATABASE app030');
$old->safe_psql('app030', q{CREATE EXTENSION ulid VERSION '0.3.0'; CREATE TABLE t (id ulid PRIMARY KEY)});

# A fingerprint of every table and partition: row count and md5 of the rows'
# text, in order.
sub fingerprint
{
	my ($node) = @_;
	my @tables = split /\n/, $node->safe_psql('app', q{
SELECT c.relname FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
WHERE s.nspname = 'public' AND c.relkind = 'r' ORDER BY 1});
	return join("\n", map {
		"$_ " . $node->safe_psql('app', "SELECT count(*) || ' ' || md5(string_agg(t::text, ',' ORDER BY t::text)) FROM ONLY public.$_ t")
	} @tables);
}
my $before = fingerprint($old);
like($before, qr/^items 5001 [0-9a-f]{32}$/m, 'old: fingerprint of items');

# Debian's 15.20 stores a column option pg_attver on every column, which 18
# and later reject when pg_upgrade restores the schema (not the extension's
# doing: any table fails).  Strip it from user tables first.
my $attver = $old->safe_psql('app', q{
UPDATE pg_attribute SET attoptions = nullif(array(SELECT o FROM unnest(attoptions) o WHERE o NOT LIKE 'pg\_attver=%'), '{}')
WHERE attrelid >= 16384 AND attoptions::text LIKE '%pg\_attver=%'
RETURNING 1});
note 'stripped pg_attver from ' . scalar(split /\n/, $attver) . ' column(s)';
$old->safe_psql($_, q{
UPDATE pg_attribute SET attoptions = nullif(array(SELECT o FROM unnest(attoptions) o WHERE o NOT LIKE 'pg\_attver=%'), '{}')
WHERE attrelid >= 16384 AND attoptions::text LIKE '%pg\_attver=%'}) for qw(app020 app030);
$old->safe_psql('postgres', q{
UPDATE pg_attribute SET attoptions = nullif(array(SELECT o FROM unnest(attoptions) o WHERE o NOT LIKE 'pg\_attver=%'), '{}')
WHERE attrelid >= 16384 AND attoptions::text LIKE '%pg\_attver=%'});
$old->stop;

# ---- pg_upgrade -----------------------------------------------------------

my $new = PostgreSQL::Test::Cluster->new('new', install_path => dirname($new_bindir));
# 18+ initdb enables data checksums; the old cluster has none.
$new->init(extra => [ $new_major >= 18 ? ('--no-data-checksums') : () ]);
$new->append_conf('postgresql.conf', "log_statement = none\n");

my $workdir = PostgreSQL::Test::Utils::tempdir;
my $cwd = Cwd::getcwd();
chdir $workdir or die "chdir $workdir: $!";
my ($out, $err) = ('', '');
my $upgraded;
{
	local $ENV{LD_LIBRARY_PATH} = dirname($new_bindir) . '/lib' . (defined $ENV{LD_LIBRARY_PATH} ? ":$ENV{LD_LIBRARY_PATH}" : '');
	local $ENV{PGTZ} = 'UTC';
	$upgraded = IPC::Run::run(
		[ "$new_bindir/pg_upgrade", '--no-sync',
		  '-d', $old->data_dir, '-D', $new->data_dir,
		  '-b', $old_bindir, '-B', $new_bindir,
		  '-s', $new->host, '-p', $old->port, '-P', $new->port ],
		'>', \$out, '2>', \$err,
		IPC::Run::timeout($PostgreSQL::Test::Utils::timeout_default * 4));
}
chdir $cwd;
ok($upgraded, "pg_upgrade $old_major -> $new_major") or do {
	diag "stdout:\n$out\nstderr:\n$err";
	for my $f (glob($new->data_dir . '/pg_upgrade_output.d/*/log/*.log'), glob($new->data_dir . '/pg_upgrade_output.d/*/*.txt'))
	{
		diag "$f:\n" . slurp_file($f);
	}
	BAIL_OUT('pg_upgrade failed');
};
my ($step_file) = "$out\n$err" =~ /after pg_upgrade, run psql -f (\S+) in every database that has the extension ulid/;
is($step_file, pg_config_of($new_bindir, '--sharedir') . '/extension/ulid_after_pg_upgrade.sql',
	"pg_upgrade's output names the step to run afterwards: psql -f of the new major's ulid_after_pg_upgrade.sql");
note "pg_upgrade's output, from the library:\n" . join("\n", grep { /ulid/ } split /\n/, "$out\n$err");

$new->start;

# ---- the catalog ----------------------------------------------------------

my $describe = UlidCatalog::describe_sql();
$new->safe_psql('postgres', 'CREATE DATABASE fresh');
$new->safe_psql('fresh', 'CREATE EXTENSION ulid');
my $fresh = $new->safe_psql('fresh', $describe);
my @fresh_skip = grep { /^opfamily \S+ using btree: support 6 / } split /\n/, $fresh;
if ($new_major >= 18)
{
	is(scalar @fresh_skip, 3, "fresh install on $new_major: skip support in the btree families of ulid, ulid_flake and baseuid")
	  or diag join("\n", @fresh_skip);
}

my $as_upgraded = $new->safe_psql('app', $describe);
like($as_upgraded, qr/^extension ulid version \Q$default\E /m, "upgraded database: extension ulid $default");
if ($old_major < 18 && $new_major >= 18)
{
	# The problem this step solves, shown: the old major's catalog.
	my %up = map { $_ => 1 } split /\n/, $as_upgraded;
	my @missing = grep { !$up{$_} } split /\n/, $fresh;
	is_deeply(\@missing, \@fresh_skip,
		'right after pg_upgrade the catalog lacks exactly the skip support (support function 6) of the three btree families')
	  or diag_diff($fresh, $as_upgraded, 'right after pg_upgrade');
}

# The step as printed, with the new major's psql: returns what it said.
sub run_step
{
	my ($db) = @_;
	my ($stdout, $stderr) = ('', '');
	my $ran = IPC::Run::run([ "$new_bindir/psql", '-X', '-d', $new->connstr($db), '-v', 'ON_ERROR_STOP=1', '-f', $step_file // '' ],
		'<', \'', '>', \$stdout, '2>', \$stderr);
	ok($ran, "$db: psql -f " . ($step_file // '(no file printed)') . ' works') or diag $stderr;
	my ($said) = $stderr =~ /NOTICE:  (extension ulid: .*)$/m;
	return $said // $stderr;
}
if (!$skip_step)
{
	my $said = run_step('app');
	note "ulid_after_pg_upgrade.sql: $said";
	if ($old_major < 18 && $new_major >= 18)
	{
		is($said, 'extension ulid: added btree skip support of ulid, ulid_flake, baseuid',
			'ulid_after_pg_upgrade.sql says what it added');
	}
}
my $refreshed = $new->safe_psql('app', $describe);
ok($refreshed eq $fresh, "after the printed step the upgraded catalog is a fresh install's on $new_major")
  or diag_diff($fresh, $refreshed, 'in the upgraded database');
is(run_step('app'), 'extension ulid: nothing to add, the catalog is complete for this server',
	'run again, the step changes nothing and says so');
my $again = $new->safe_psql('app', $describe);
ok($again eq $fresh, '... and the catalog is unchanged') or diag_diff($fresh, $again, 'in the upgraded database');
is(run_step('fresh'), 'extension ulid: nothing to add, the catalog is complete for this server',
	'on a fresh install there is nothing to add');

my $v020 = $new->safe_psql('app020', "SELECT extversion FROM pg_extension WHERE extname = 'ulid'");
is($v020, '0.2.0', 'a database at 0.2.0 stays at 0.2.0 through pg_upgrade');
$new->safe_psql('app020', 'ALTER EXTENSION ulid UPDATE');
my $updated = $new->safe_psql('app020', $describe);
ok($updated eq $fresh, "0.2.0 pg_upgraded, then ALTER EXTENSION ulid UPDATE: a fresh install's catalog on $new_major")
  or diag_diff($fresh, $updated, 'after pg_upgrade and the update');
is($new->safe_psql('app020', q{SET enable_seqscan = off; SELECT count(*) FROM t WHERE f = 500::bigint::ulid_flake}),
	'1', '... and its hash index still finds the rows');
is($new->safe_psql('app030', "SELECT extversion FROM pg_extension WHERE extname = 'ulid'"), '0.3.0',
	'a database at 0.3.0 stays at 0.3.0 through pg_upgrade');
$new->safe_psql('app030', 'ALTER EXTENSION ulid UPDATE');
$updated = $new->safe_psql('app030', $describe);
ok($updated eq $fresh, "0.3.0 pg_upgraded, then ALTER EXTENSION ulid UPDATE: a fresh install's catalog on $new_major")
  or diag_diff($fresh, $updated, 'after pg_upgrade and the update');

# ---- the data and the indexes ---------------------------------------------

is(fingerprint($new), $before, 'the data is unchanged (every table and partition)');

$new->safe_psql('app', 'CREATE EXTENSION amcheck');
my $btree = $new->safe_psql('app', q{
SELECT string_agg(c.relname, ' ' ORDER BY c.relname)
FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
JOIN pg_namespace s ON s.oid = c.relnamespace
WHERE a.amname = 'btree' AND s.nspname = 'public' AND c.relkind = 'i'});
my @btree = split / /, $btree;
is(scalar @btree, 14, 'btree indexes to check (tables and partitions): ' . scalar @btree);
for my $ix (@btree)
{
	my ($ret, $o, $e) = $new->psql('app', "SELECT bt_index_check('$ix'::regclass, heapallindexed => true)");
	ok($ret == 0 && $e eq '', "amcheck: bt_index_check($ix, heapallindexed)") or diag $e;
}
is($new->safe_psql('app', q{
SELECT count(*) FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace,
LATERAL verify_heapam(c.oid) v
WHERE s.nspname = 'public' AND c.relkind = 'r'}), '0', 'amcheck: verify_heapam finds nothing in any table');

# Every hash and BRIN index (and the btree ones, through the planner) returns
# what a sequential scan returns.
my @probes = (
	[ 'items_ref_hash', q{ref = (SELECT ref FROM items WHERE label = 'row 7')} ],
	[ 'items_flake_hash', q{flake = (SELECT flake FROM items WHERE label = 'row 8')} ],
	[ 'items_buid_hash', q{buid = (SELECT buid FROM items WHERE label = 'row 9')} ],
	[ 'items_id_brin', q{id BETWEEN ulid_min('2024-01-01 00:10:00+00') AND ulid_max('2024-01-01 00:20:00+00')} ],
	[ 'items_flake_brin', q{flake BETWEEN ulid_flake_min('2025-01-01 00:00:10+00') AND ulid_flake_min('2025-01-01 00:00:20+00')} ],
	[ 'items_buid_brin', q{buid >= baseuid_min('2025-06-01 00:00:03+00')} ],
	[ 'items_id_multi', q{id BETWEEN ulid_min('2024-01-01 00:30:00+00') AND ulid_max('2024-01-01 00:31:00+00')} ],
	[ 'items_ref_bloom', q{ref = (SELECT ref FROM items WHERE label = 'row 10')} ],
	[ 'items_flake_n', q{n = 7 AND flake > '0000000000000'} ]);
# Each probe runs with every other index of items dropped (and put back by
# ROLLBACK), so that the planner has that index or a sequential scan.
my $only = q{
BEGIN;
DO $$
DECLARE r record;
BEGIN
	FOR r IN SELECT c.relname, con.conname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
		LEFT JOIN pg_constraint con ON con.conindid = i.indexrelid AND con.conrelid = i.indrelid
		WHERE i.indrelid = 'items'::regclass AND c.relname <> '%s'
	LOOP
		IF r.conname IS NOT NULL THEN
			EXECUTE format('ALTER TABLE items DROP CONSTRAINT %%I', r.conname);
		ELSE
			EXECUTE format('DROP INDEX %%I', r.relname);
		END IF;
	END LOOP;
END
$$;
SET LOCAL enable_seqscan = off;
%s;
ROLLBACK;
};
for my $p (@probes)
{
	my ($ix, $where) = @$p;
	my $q = "SELECT count(*), md5(string_agg(label, ',' ORDER BY label)) FROM items WHERE $where";
	my $seq = $new->safe_psql('app', "SET enable_indexscan = off; SET enable_bitmapscan = off; SET enable_indexonlyscan = off; $q");
	my $plan = $new->safe_psql('app', sprintf($only, $ix, "EXPLAIN (COSTS OFF) $q"));
	my $idx = $new->safe_psql('app', sprintf($only, $ix, $q));
	like($plan, qr/\b\Q$ix\E\b/, "the planner uses $ix") or diag $plan;
	is($idx, $seq, "$ix returns what a sequential scan returns");
	unlike($seq, qr/^0\|/, "... and that is not nothing ($where)");
}
is($new->safe_psql('app', q{
SELECT count(*) FROM flakes p
WHERE NOT satisfies_hash_partition('flakes'::regclass, 3, right(p.tableoid::regclass::text, 1)::int, p.id)}),
	'0', 'ulid_flake hash partitions route rows as before');
is($new->safe_psql('app', q{
SELECT count(*) FROM buids p
WHERE NOT satisfies_hash_partition('buids'::regclass, 2, right(p.tableoid::regclass::text, 1)::int, p.id)}),
	'0', 'baseuid hash partitions route rows as before');
is($new->safe_psql('app', q{SELECT count(*) FROM events WHERE id < '01HK16TTT00000000000000000'}),
	$new->safe_psql('app', q{SELECT count(*) FROM events_a}), 'range partitions: pruning finds the rows');

# pg_dump: the extension is one CREATE EXTENSION, none of its members dumped.
{
	local $ENV{LD_LIBRARY_PATH} = dirname($new_bindir) . '/lib';
	my ($dump, $derr) = ('', '');
	IPC::Run::run([ "$new_bindir/pg_dump", '--schema-only', '-h', $new->host, '-p', $new->port, 'app' ],
		'>', \$dump, '2>', \$derr);
	like($dump, qr/^CREATE EXTENSION IF NOT EXISTS ulid /m, 'pg_dump: CREATE EXTENSION ulid');
	unlike($dump, qr/OPERATOR (CLASS|FAMILY)|CREATE (TYPE|FUNCTION)/, 'pg_dump: no member of the extension is dumped');
}

# ---- the generators' shared memory on the new major -----------------------

SKIP:
{
	skip 'the DSM registry view is PostgreSQL 19+', 1 if $new_major < 19;
	is($new->safe_psql('app', q{
SELECT gen_monotonic_ulid() IS NOT NULL AND gen_ulid_flake() IS NOT NULL;
SELECT string_agg(name, ', ' ORDER BY name) FROM pg_dsm_registry_allocations WHERE name LIKE 'ulid%'}),
		"t\nulid generators v2", 'no preload: the generators use the DSM registry segment "ulid generators v2"');
}

$new->stop;
done_testing();
