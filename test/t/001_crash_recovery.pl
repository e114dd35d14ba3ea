# Crash recovery: concurrent inserts with DEFAULT gen_ulid(), gen_monotonic_ulid()
# and gen_ulid_flake() (columns with btree and hash indexes) into one table;
# the postmaster and
# all its children are killed with SIGKILL in the middle of the load; after a
# restart every committed row is there, amcheck's bt_index_parent_check(...,
# heapallindexed => true) passes on the btree indexes, and the hash index finds
# every row.
#
# amcheck has no checker for hash indexes in PostgreSQL 15 (hash_index_check
# does not exist); the hash index is checked by looking every row up through
# it, with the btree index out of the way, and comparing with a sequential scan.
#
# "Committed" means acknowledged to the client: each client is a psql running
# single-statement autocommit INSERT ... RETURNING, and psql prints the
# returned row only after the server has reported the command complete, which
# for a single statement comes after the commit.
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use IPC::Run;
use Time::HiRes qw(usleep);

my $clients = 4;

my $node = PostgreSQL::Test::Cluster->new('crash');
$node->init;
$node->append_conf('postgresql.conf', qq{
shared_preload_libraries = 'ulid'
max_connections = 20
log_statement = none
});
$node->start;

$node->safe_psql('postgres', q{
CREATE EXTENSION ulid;
CREATE EXTENSION amcheck;
CREATE TABLE load (
	id ulid PRIMARY KEY DEFAULT gen_ulid(),
	mono ulid NOT NULL DEFAULT gen_monotonic_ulid(),
	flake ulid_flake NOT NULL DEFAULT gen_ulid_flake(),
	client int NOT NULL,
	n int NOT NULL,
	pad text
);
CREATE INDEX load_id_hash ON load USING hash (id);
CREATE UNIQUE INDEX load_mono ON load (mono);
CREATE INDEX load_mono_hash ON load USING hash (mono);
CREATE UNIQUE INDEX load_flake ON load (flake);
CREATE INDEX load_flake_hash ON load USING hash (flake);
});

# Each client: many single-row inserts, and every 10th a 20-row insert.
my $basedir = $node->basedir;
my (@h, @out, @err);
for my $c (1 .. $clients)
{
	my $file = "$basedir/client$c.sql";
	open my $fh, '>', $file or die "$file: $!";
	for my $i (1 .. 200000)
	{
		if ($i % 10 == 0)
		{
			print $fh "INSERT INTO load (client, n, pad) SELECT $c, -($i * 100 + g), repeat('x', g * 10) "
			  . "FROM generate_series(1, 20) g RETURNING id, client, n;\n";
		}
		else
		{
			print $fh "INSERT INTO load (client, n) VALUES ($c, $i) RETURNING id, client, n;\n";
		}
	}
	close $fh;
	# output to files, so that a client never waits for us to read a pipe
	$h[$c] = IPC::Run::start(
		[ 'psql', '-X', '-q', '-At', '-v', 'ON_ERROR_STOP=1', '-d', $node->connstr('postgres'), '-f', $file ],
		'>', "$basedir/client$c.out", '2>', "$basedir/client$c.err");
}

# Let the load run until every client has committed rows and 2,000 are in
# (however loaded the machine: a wait with poll_query_until's deadline, not a
# fixed time), then kill the postmaster and every child with SIGKILL.
ok($node->poll_query_until('postgres', "SELECT count(DISTINCT client) = $clients AND count(*) >= 2000 FROM load"),
	"every client is inserting, 2,000 rows are in");
my $rows_before = $node->safe_psql('postgres', 'SELECT count(*) FROM load');
cmp_ok($rows_before, '>', 0, "load is running ($rows_before rows so far)");
usleep(300_000);

my $pm = $node->{_pid};
ok(defined $pm && kill(0, $pm), 'postmaster pid known');
my @children = children_of($pm);
note "killing postmaster $pm and its " . scalar(@children) . " children with SIGKILL";
kill 'KILL', $pm, @children;
$node->{_pid} = undef;	# what $node->kill9 does after signalling
wait_gone($pm, @children);

for my $c (1 .. $clients)
{
	eval { $h[$c]->finish; };
	$out[$c] = slurp_file("$basedir/client$c.out");
	$err[$c] = slurp_file("$basedir/client$c.err");
}
my %committed;	# id => "client|n"
my $acked = 0;
for my $c (1 .. $clients)
{
	for my $line (split /\n/, $out[$c])
	{
		next unless $line =~ /^([0-9A-Z]{26})\|(\d+)\|(-?\d+)$/;
		$committed{$1} = "$2|$3";
		$acked++;
	}
	like($err[$c], qr/terminat|connection|closed|lost/i, "client $c lost its connection (it was mid-load)");
	unlike($err[$c], qr/ERROR/, "client $c had no SQL error before the kill");
}
cmp_ok($acked, '>', 100, "$acked inserts were acknowledged before the kill");
is(scalar(keys %committed), $acked, 'no id was acknowledged twice');

# Restart: crash recovery replays the WAL.
$node->start;
ok($node->log_contains('database system was interrupted|was not properly shut down|redo starts at'),
	'the server went through crash recovery');

# Every acknowledged row is there, with the same content.
my $ids = join("\n", map { "$_|$committed{$_}" } sort keys %committed);
$node->safe_psql('postgres', 'CREATE TABLE acked (id ulid, client int, n int)');
copy_in($node, 'acked', $ids);
is($node->safe_psql('postgres', 'SELECT count(*) FROM acked'), $acked, 'acknowledged ids loaded');
my $seq_missing = $node->safe_psql('postgres', q{
SET enable_indexscan = off; SET enable_bitmapscan = off; SET enable_indexonlyscan = off;
SELECT count(*) FROM acked a WHERE NOT EXISTS
	(SELECT 1 FROM load l WHERE l.id = a.id AND l.client = a.client AND l.n = a.n);
});
is($seq_missing, '0', 'every acknowledged row is in the table (sequential scan)');
my $rows_after = $node->safe_psql('postgres', 'SELECT count(*) FROM load');
cmp_ok($rows_after, '>=', $acked, "rows after recovery ($rows_after) >= acknowledged ($acked)");

# btree indexes: amcheck, with the heap cross-check.
for my $idx (qw(load_pkey load_mono load_flake))
{
	my ($ret, $stdout, $stderr) = $node->psql('postgres',
		"SELECT bt_index_parent_check('$idx', heapallindexed => true, rootdescend => true)");
	is($ret, 0, "bt_index_parent_check($idx, heapallindexed => true) passes")
	  or diag $stderr;
	($ret, $stdout, $stderr) = $node->psql('postgres', "SELECT bt_index_check('$idx', heapallindexed => true)");
	is($ret, 0, "bt_index_check($idx, heapallindexed => true) passes") or diag $stderr;
}

# Lookups through each index find exactly the rows of a sequential scan.
sub lookup_count
{
	my ($settings, $col) = @_;
	return $node->safe_psql('postgres', qq{
BEGIN;
$settings
SELECT count(*) FROM load l1 WHERE EXISTS (SELECT 1 FROM load l2 WHERE l2.$col = l1.$col);
ROLLBACK;});
}
my $force = 'SET LOCAL enable_seqscan = off; SET LOCAL enable_hashjoin = off; SET LOCAL enable_mergejoin = off; '
  . 'SET LOCAL enable_bitmapscan = off;';
note 'amcheck has no hash index checker in PostgreSQL 15: checking the hash indexes by lookups';
for my $col (qw(id mono flake))
{
	my $btree = $col eq 'id' ? 'load_pkey' : "load_$col";
	my $hash = "load_${col}_hash";
	# Take the btree index out of the plan inside the transaction (rolled back).
	my $drop = $col eq 'id' ? 'ALTER TABLE load DROP CONSTRAINT load_pkey;' : "DROP INDEX $btree;";
	my $plan = $node->safe_psql('postgres', qq{
BEGIN; $drop $force
EXPLAIN (COSTS OFF) SELECT count(*) FROM load l1 WHERE EXISTS (SELECT 1 FROM load l2 WHERE l2.$col = l1.$col);
ROLLBACK;});
	like($plan, qr/Index Scan using $hash/, "the lookup plan uses the hash index $hash");
	is(lookup_count("$drop $force", $col), $rows_after, "every row is found through the hash index $hash");
	is(lookup_count($force, $col), $rows_after, "every row is found through the btree index $btree");
	next unless $col eq 'id';
	is($node->safe_psql('postgres', qq{
BEGIN; $drop $force
SELECT count(*) FROM acked a WHERE NOT EXISTS (SELECT 1 FROM load l WHERE l.id = a.id);
ROLLBACK;}), '0', "every acknowledged row is found through $hash");
}

# The generators keep working after recovery, without duplicates.
$node->safe_psql('postgres', 'INSERT INTO load (client, n) SELECT 0, g FROM generate_series(1, 5000) g');
is($node->safe_psql('postgres', 'SELECT count(*) = count(DISTINCT id) AND count(*) = count(DISTINCT mono) AND count(*) = count(DISTINCT flake) FROM load'),
	't', 'inserts after recovery: ids still unique');
is($node->safe_psql('postgres', q{SELECT count(*) FROM
	(SELECT mono, lag(mono) OVER (ORDER BY n) AS prev FROM load WHERE client = 0) x WHERE mono <= prev}),
	'0', 'gen_monotonic_ulid() is increasing after recovery');
my ($ret, $stdout, $stderr) = $node->psql('postgres',
	"SELECT bt_index_parent_check('load_pkey', heapallindexed => true)");
is($ret, 0, 'bt_index_parent_check(load_pkey) passes after more inserts') or diag $stderr;

$node->stop;
done_testing();

# Processes whose parent is $ppid (from /proc).
sub children_of
{
	my ($ppid) = @_;
	my @kids;
	opendir(my $d, '/proc') or return ();
	for my $p (grep { /^\d+$/ } readdir $d)
	{
		open(my $fh, '<', "/proc/$p/stat") or next;
		my $stat = <$fh>;
		close $fh;
		push @kids, $p if defined $stat && $stat =~ /\)\s+\S+\s+(\d+)/ && $1 == $ppid;
	}
	closedir $d;
	return @kids;
}

sub wait_gone
{
	my @pids = @_;
	for (1 .. 300)
	{
		@pids = grep { kill(0, $_) } @pids;
		return unless @pids;
		usleep(100_000);
	}
	BAIL_OUT("processes still alive after SIGKILL: @pids");
}

sub copy_in
{
	my ($node, $table, $data) = @_;
	my ($stdout, $stderr);
	IPC::Run::run([ 'psql', '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', $node->connstr('postgres'),
			'-c', "COPY $table FROM STDIN (DELIMITER '|')" ],
		'<', \"$data\n", '>', \$stdout, '2>', \$stderr)
	  or die "COPY $table failed: $stderr";
}
