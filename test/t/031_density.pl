# A primary key filled by concurrent writers stays dense.  For gen_ulid() and
# gen_random_ulid(), with ulid.uuidv7 off and on, 4 and 16 pgbench clients
# (-j 2) insert 96,000 rows in all into `id ulid PRIMARY KEY DEFAULT
# <generator>()`, 100 rows a statement (an INSERT ... SELECT: one id is made
# and inserted, then the next), so that many rows share a millisecond.  Then,
# for each table:
#   - pgstattuple's pgstatindex(): avg_leaf_density >= 85;
#   - every insert is a row, no error (a repeated id would be a duplicate-key
#     error), every client wrote; ulid.uuidv7 on gives only UUIDv7, off
#     less than half;
#   - gen_ulid(): each session's ids strictly increasing in the order it made
#     them (a sequence column, per backend pid).
# Then an attack on gen_ulid()'s order (below: 24 sessions switching
# ulid.uuidv7, savepoints rolled back, DISCARD ALL).
# Why the bound holds on any load: a btree splits its rightmost leaf 90/10
# and leaves 10% free in the left half; an id inserted after a later one
# lands there.  Ids carry the clock to 1/4096 ms, read on every call, and a
# session inserts each id before it makes the next, so the only ids that
# arrive after a later id are the ones other sessions have made but not yet
# inserted (at most one per session: 15 here, against about 29 free slots a
# leaf) and the ones of the same 1/4096 ms tick.  The ids of 0.4.0, random
# within their millisecond, fail it (about 65-75% on 4 and 16 writers).
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use FindBin;
use lib $FindBin::RealBin;
use UlidLoad qw(pgbench_run);

my $rows = 96000;
my $min = 85;
my $per_statement = 100;
my $deadline = $PostgreSQL::Test::Utils::timeout_default;
my %q = (timeout => $deadline);

my $node = PostgreSQL::Test::Cluster->new('density');
$node->init;
$node->append_conf('postgresql.conf', "shared_preload_libraries = 'ulid'\nmax_connections = 40\n");
$node->start;
$node->safe_psql('postgres', 'CREATE EXTENSION ulid; CREATE EXTENSION pgstattuple;', %q);

my $dir = PostgreSQL::Test::Utils::tempdir;
for my $gen (qw(gen_ulid gen_random_ulid))
{
	for my $v7 (qw(off on))
	{
		for my $clients (4, 16)
		{
			my $t = "${gen}_${v7}_$clients";
			$node->safe_psql('postgres', "CREATE TABLE $t (id ulid PRIMARY KEY DEFAULT $gen(),
				pid int NOT NULL DEFAULT pg_backend_pid(), seq bigserial, n int)", %q);
			PostgreSQL::Test::Utils::append_to_file("$dir/$t.sql",
				"INSERT INTO $t (n) SELECT g FROM generate_series(1, $per_statement) g;\n");
			my ($rc, $out) = pgbench_run($node, $deadline, "-c ulid.uuidv7=$v7",
				'-n', '-c', $clients, '-j', 2, '-t', $rows / $per_statement / $clients, '-f', "$dir/$t.sql", 'postgres');
			my ($got, $writers, $density, $v7ids, $per_ms) = split /\|/, $node->safe_psql('postgres', qq{
				SELECT count(*), count(DISTINCT pid),
					(SELECT avg_leaf_density FROM pgstatindex('${t}_pkey')),
					count(*) FILTER (WHERE ulid_is_uuidv7(id)),
					round(count(*) / greatest(1, extract(epoch FROM max(ulid_timestamp(id)) - min(ulid_timestamp(id))) * 1000))
				FROM $t}, %q);
			note "$t: pgbench exit $rc, $got rows, $writers writers, about $per_ms rows a millisecond, leaf density $density%";
			ok($rc == 0 && $out !~ /error|duplicate/i, "$t: pgbench exits 0 without an error (no repeated id)")
			  or diag $out;
			is($got, $rows, "$t: every insert is a row");
			is($writers, $clients, "$t: all $clients clients wrote");
			if ($v7 eq 'on') { is($v7ids, $rows, "$t: ulid.uuidv7=on gives only UUIDv7"); }
			else { cmp_ok($v7ids * 2, '<', $rows, "$t: ulid.uuidv7=off gives ULIDs, not UUIDv7 (less than half)"); }
			cmp_ok($density || 0, '>=', $min, "$t: leaf density $density% >= $min%");
			if ($gen eq 'gen_ulid')
			{
				is($node->safe_psql('postgres', qq{
					SELECT count(*) FROM (SELECT id, lag(id) OVER (PARTITION BY pid ORDER BY seq) AS p FROM $t) x
					WHERE id <= p}, %q), 0, "$t: each session's ids strictly increasing");
			}
		}
	}
}

# Attack: 24 sessions that switch ulid.uuidv7 at random before each
# transaction, insert through a savepoint that is rolled back, insert again,
# commit, then DISCARD ALL (which resets the setting; gen_ulid()'s state is
# the backend's and survives it).  No error (a repeated id would be a
# duplicate key), each session's ids strictly increasing, UUIDv7 when on.
my ($attack_clients, $attack_tx) = (24, 40);
$node->safe_psql('postgres', q{CREATE TABLE attack (id ulid PRIMARY KEY DEFAULT gen_ulid(),
	pid int NOT NULL DEFAULT pg_backend_pid(), seq bigserial,
	v7 boolean NOT NULL DEFAULT current_setting('ulid.uuidv7')::boolean, n int)}, %q);
PostgreSQL::Test::Utils::append_to_file("$dir/attack.sql", q{\set on random(0, 1)
SELECT set_config('ulid.uuidv7', CASE WHEN :on = 1 THEN 'on' ELSE 'off' END, false);
BEGIN;
SAVEPOINT s;
INSERT INTO attack (n) SELECT g FROM generate_series(1, 20) g;
ROLLBACK TO SAVEPOINT s;
INSERT INTO attack (n) SELECT g FROM generate_series(1, 20) g;
COMMIT;
DISCARD ALL;
});
my ($rc, $out) = pgbench_run($node, $deadline, undef,
	'-n', '-c', $attack_clients, '-j', 2, '-t', $attack_tx, '-f', "$dir/attack.sql", 'postgres');
ok($rc == 0 && $out !~ /error|duplicate/i, 'attack: pgbench exits 0 without an error (no repeated id)') or diag $out;
my ($got, $writers, $on_rows, $on_not_v7) = split /\|/, $node->safe_psql('postgres', q{
	SELECT count(*), count(DISTINCT pid), count(*) FILTER (WHERE v7), count(*) FILTER (WHERE v7 AND NOT ulid_is_uuidv7(id))
	FROM attack}, %q);
note "attack: $got rows, $writers writers, $on_rows with ulid.uuidv7 on";
is($got, $attack_clients * $attack_tx * 20, 'attack: every committed insert is a row');
is($writers, $attack_clients, "attack: all $attack_clients sessions wrote");
ok($on_rows > 0 && $on_rows < $got, "attack: both settings were used ($on_rows of $got on)");
is($on_not_v7, 0, 'attack: ulid.uuidv7 on gives UUIDv7');
is($node->safe_psql('postgres', q{
	SELECT count(*) FROM (SELECT id, lag(id) OVER (PARTITION BY pid ORDER BY seq) AS p FROM attack) x
	WHERE id <= p}, %q), 0, "attack: each session's ids strictly increasing across switches, savepoints and DISCARD ALL");

$node->stop;
done_testing();
