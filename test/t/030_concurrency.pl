# Concurrency: 4 pgbench clients insert with DEFAULT gen_ulid(), with
# DEFAULT gen_monotonic_ulid(), with DEFAULT gen_ulid_flake() (into a
# ulid_flake primary key) and with DEFAULT gen_baseuid() (into a baseuid
# primary key) for 5 seconds each: no duplicate-key error and no other
# error, every insert a row, each session's ids in its insert order.
# Then 4 sessions take turns (through dblink) calling gen_monotonic_ulid():
# the values are strictly increasing across sessions.  Last, mixed settings
# on the shared generators: 6 sessions at once call gen_ulid_flake() 150,000
# times each, two with a fixed ulid.flake_node_id (-1 and 3) as fast as the
# server calls, far more ids per millisecond than the node layout holds,
# three switching it on every call, one with -1 in a loop; then the same with
# ulid.uuidv7 and gen_monotonic_ulid().  Every id distinct, each session's
# strictly increasing, session 2's ids in its settings' layout, and the
# sessions interleaved (else the check proves nothing).
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use FindBin;
use lib $FindBin::RealBin;
use UlidLoad qw(pgbench_run pgbench_count);

my $duration = 5;
my $clients = 4;
my $mix_ids = 150000;
# every wait has a deadline: a pgbench run, a statement of the sessions
my $deadline = $PostgreSQL::Test::Utils::timeout_default;

my $node = PostgreSQL::Test::Cluster->new('concurrency');
$node->init;
$node->append_conf('postgresql.conf', "shared_preload_libraries = 'ulid'\nmax_connections = 30\n");
$node->start;
my %q = (timeout => $deadline);
$node->safe_psql('postgres', q{
CREATE EXTENSION ulid;
CREATE EXTENSION dblink;
CREATE TABLE by_session (id ulid PRIMARY KEY DEFAULT gen_ulid(), client int, seq bigserial);
CREATE TABLE by_cluster (id ulid PRIMARY KEY DEFAULT gen_monotonic_ulid(), client int, seq bigserial);
CREATE TABLE flake (id ulid_flake PRIMARY KEY DEFAULT gen_ulid_flake(), client int, seq bigserial);
CREATE TABLE by_baseuid (id baseuid PRIMARY KEY DEFAULT gen_baseuid(), client int, seq bigserial);
}, %q);

my $dir = PostgreSQL::Test::Utils::tempdir;
for my $t (qw(by_session by_cluster flake by_baseuid))
{
	PostgreSQL::Test::Utils::append_to_file("$dir/$t.sql", "INSERT INTO $t (client) VALUES (:client_id);\n");
	my ($rc, $out) = pgbench_run($node, $duration + $deadline, undef,
		'-n', '-c', $clients, '-j', 2, '-T', $duration, '-f', "$dir/$t.sql", 'postgres');
	my $processed = pgbench_count($out, 'number of transactions actually processed');
	my ($rows, $writers) = split /\|/, $node->safe_psql('postgres', "SELECT count(*), count(DISTINCT client) FROM $t", %q);
	note "$t: pgbench exit $rc, " . ($processed // '?') . " inserts in ${duration}s by $writers clients";
	is($rc, 0, "$t: pgbench exits 0") or diag $out;
	unlike($out, qr/error|duplicate/i, "$t: no errors (duplicate key or other)");
	is($rows, $processed // 'missing', "$t: every insert is a row");
	is($writers, $clients, "$t: all $clients clients inserted");
	# within one session, insert order is id order
	is($node->safe_psql('postgres', qq{
		SELECT count(*) FROM (SELECT id, lag(id) OVER (PARTITION BY client ORDER BY seq) AS p FROM $t) x
		WHERE id <= p}, %q), 0, "$t: per-session order");
}

# gen_monotonic_ulid() is one sequence for the server: values returned one
# after another by different sessions (4 dblink connections, asked in turn,
# each answer awaited before the next question) are strictly increasing.
my $connstr = 'host=' . $node->host . ' port=' . $node->port . ' dbname=postgres';
is($node->safe_psql('postgres', qq{
SET statement_timeout = '${deadline}s';
CREATE TEMP TABLE turns (r int, i int, pid int, v ulid);
DO \$\$ BEGIN
	FOR i IN 1..4 LOOP
		PERFORM dblink_connect('s' || i, '$connstr');
	END LOOP;
	FOR r IN 1..300 LOOP
		FOR i IN 1..4 LOOP
			INSERT INTO turns SELECT r, i, pid, v
			FROM dblink('s' || i, 'SELECT pg_backend_pid(), gen_monotonic_ulid()') AS t(pid int, v ulid);
		END LOOP;
	END LOOP;
END \$\$;
SELECT count(*), count(DISTINCT pid),
	(SELECT count(*) FROM (SELECT v, lag(v) OVER (ORDER BY r, i) AS p FROM turns) x WHERE v <= p)
FROM turns;
}, %q), '1200|4|0', '1200 values from 4 sessions taking turns are strictly increasing');

# --- mixed settings on the shared generators --------------------------------
# Each session: its settings (fixed, or a list it cycles through on every
# call), $mix_ids calls of both generators into arrays, then one INSERT.  The
# sessions start together: each first waits for a shared advisory lock that
# the test's session holds until all of them wait (every wait with a deadline).
$node->safe_psql('postgres', q{
CREATE TABLE mix (s int, i int, f ulid_flake, u ulid);
CREATE FUNCTION mix_run(s int, n int, nodes int[], v7 bool[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	fs ulid_flake[] := '{}';
	us ulid[] := '{}';
	nn int := cardinality(nodes);
	nv int := cardinality(v7);
BEGIN
	PERFORM pg_advisory_lock_shared(32032);
	-- a fixed setting: as fast as the server calls (the milliseconds run
	-- out, the generator reaches its lead bound and waits); a list: switch
	-- the setting before every call
	PERFORM set_config('ulid.flake_node_id', nodes[1]::text, false);
	IF nn = 1 THEN
		SELECT array_agg(x) INTO fs FROM (SELECT gen_ulid_flake() AS x FROM generate_series(1, n)) q;
	ELSE
		FOR i IN 1..n LOOP
			PERFORM set_config('ulid.flake_node_id', nodes[1 + i % nn]::text, false);
			fs[i] := gen_ulid_flake();
		END LOOP;
	END IF;
	PERFORM set_config('ulid.uuidv7', v7[1]::text, false);
	IF nv = 1 THEN
		SELECT array_agg(x) INTO us FROM (SELECT gen_monotonic_ulid() AS x FROM generate_series(1, n)) q;
	ELSE
		FOR i IN 1..n LOOP
			PERFORM set_config('ulid.uuidv7', v7[1 + i % nv]::text, false);
			us[i] := gen_monotonic_ulid();
		END LOOP;
	END IF;
	INSERT INTO mix SELECT s, g, fs[g], us[g] FROM generate_subscripts(fs, 1) g;
	PERFORM pg_advisory_unlock_shared(32032);
END $$;
}, %q);
my @mix = (
	"1, $mix_ids, '{-1}', '{off}'",
	"2, $mix_ids, '{3}', '{on}'",
	"3, $mix_ids, '{-1,0}', '{on,off}'",
	"4, $mix_ids, '{0,-1,31,-1,7}', '{off,off,on}'",
	"5, $mix_ids, '{-1,3}', '{off,on}'",
	"6, $mix_ids, '{-1,-1}', '{off,off}'");
my $n = scalar @mix;
my $send = join("\n", map {
	my $i = $_ + 1;
	(my $call = "SELECT mix_run($mix[$_])") =~ s/'/''/g;
	"SELECT dblink_connect('m$i', '$connstr options=''-c statement_timeout=${deadline}s -c lock_timeout=${deadline}s''');\n"
	  . "SELECT dblink_send_query('m$i', '$call');"
} 0 .. $#mix);
my $gets = join(' UNION ALL ', map { "SELECT * FROM dblink_get_result('m$_') AS t(r text)" } 1 .. $n);
my ($ret, $stdout, $stderr) = $node->psql('postgres', qq{
\\set ON_ERROR_STOP 1
SET statement_timeout = '${deadline}s';
SELECT pg_advisory_lock(32032);
$send
DO \$\$ BEGIN
	WHILE (SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND objid = 32032 AND NOT granted) < $n LOOP
		PERFORM pg_sleep(0.01);
	END LOOP;
END \$\$;
SELECT pg_advisory_unlock(32032);
SELECT count(*) FROM ($gets) x;
}, timeout => 2 * $deadline);
is($ret, 0, "mixed settings: $n sessions finished without error") or diag "$stdout\n$stderr";
is($node->safe_psql('postgres', 'SELECT count(DISTINCT s), min(c) FROM (SELECT s, count(*) c FROM mix GROUP BY s) x', %q),
	"$n|$mix_ids", "mixed settings: every session's ids are in");
note 'mixed settings: rows, distinct gen_ulid_flake(), distinct gen_monotonic_ulid(): '
  . $node->safe_psql('postgres', 'SELECT count(*), count(DISTINCT f), count(DISTINCT u) FROM mix', %q);
is($node->safe_psql('postgres', 'SELECT count(*) - count(DISTINCT f) FROM mix', %q), 0,
	'mixed settings: gen_ulid_flake() ids are distinct (ids repeated)');
is($node->safe_psql('postgres', 'SELECT count(*) - count(DISTINCT u) FROM mix', %q), 0,
	'mixed settings: gen_monotonic_ulid() ids are distinct (ids repeated)');
my ($flake_steps, $mono_steps) = split /\|/, $node->safe_psql('postgres', q{
	SELECT count(*) FILTER (WHERE f <= pf), count(*) FILTER (WHERE u <= pu)
	FROM (SELECT f, u, lag(f) OVER w AS pf, lag(u) OVER w AS pu FROM mix WINDOW w AS (PARTITION BY s ORDER BY i)) x}, %q);
is($flake_steps, 0, "mixed settings: each session's gen_ulid_flake() ids increase");
is($mono_steps, 0, "mixed settings: each session's gen_monotonic_ulid() ids increase");
is($node->safe_psql('postgres', q{
	SELECT count(*) FILTER (WHERE f::bigint & 31 <> 3), count(*) FILTER (WHERE NOT ulid_is_uuidv7(u)) FROM mix WHERE s = 2}, %q),
	'0|0', "mixed settings: node id 3 and ulid.uuidv7 on in session 2's ids");
# the sessions interleaved: in id order, neighbours from different sessions
my $mixed = $node->safe_psql('postgres', q{
	SELECT count(*) FILTER (WHERE s <> ps) FROM (SELECT s, lag(s) OVER (ORDER BY f) AS ps FROM mix) x}, %q);
note "mixed settings: neighbours (in gen_ulid_flake() order) from different sessions: $mixed";
cmp_ok($mixed, '>', 1000, 'mixed settings: the sessions interleaved (over 1,000 neighbours from different sessions)');

$node->stop;
done_testing();
