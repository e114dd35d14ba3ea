# Streaming replication: a primary with "ulid" preloaded and a hot standby
# made from its base backup, streaming its write-ahead log.
#
# One table per type (ulid, ulid_flake, baseuid), each with a btree primary
# key (bt), a column with only a hash index (hs) and one with only a BRIN
# index (br), so that a plan on hs or br can only use that index.  Rows before
# the base backup; after it, while the standby streams: more rows (btree page
# splits, hash bucket splits), updates of the hashed column, deletes, VACUUM
# (index deletions), brin_summarize_new_values().
# On the standby, once it has replayed all of it:
#   - every table holds the primary's rows (compared as text);
#   - amcheck's bt_index_check(..., heapallindexed => true) passes on every
#     btree index (bt_index_parent_check needs a lock a standby cannot take);
#   - amcheck has no checker for hash or BRIN indexes, so every row is looked
#     up through the hash index (a forced plan, checked with EXPLAIN) and
#     found, and ranges of 500 consecutive br values are counted through the
#     BRIN index (a forced bitmap plan) and hold 500 rows each, as a
#     sequential scan counts;
#   - queries: ORDER BY ... DESC LIMIT, the time of every id (ulid_timestamp()
#     and the other types' functions) and a time range through *_min() bounds
#     give the primary's answers;
#   - every generator works read-only on the standby, gen_monotonic_ulid() and
#     gen_ulid_flake() from the standby's own shared memory.
# Then a failover: the old primary, after a last burst of the server-wide
# generators (Ulid-Flake in the node layout runs up to its 10 ms lead ahead
# of the clock), is stopped, and the standby promoted:
#   - its gen_monotonic_ulid() and gen_ulid_flake() continue above every id
#     they gave as a standby, at once: promotion keeps the server and its
#     shared memory;
#   - against the old primary's ids only the clock orders them (the
#     generators' state is in each server's memory, never in the WAL): an
#     id's time is at least its server's clock at the call and at most the
#     lead ahead of it.  So the test waits (with a deadline) until the new
#     primary's clock is past the time of the old primary's highest id, and
#     then every generator's new ids are above every id of the old primary:
#     inserted into the same tables, no repeated id, every new id greater;
#   - bt_index_parent_check passes on the new primary after those inserts.
# doc/replication.md states what ordering holds across a failover.
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;

# type => [table, bt default, hs value, br default, time function, min function]
my %types = (
	ulid => [ 't_ulid', 'gen_ulid()', 'gen_random_ulid()', 'gen_monotonic_ulid()', 'ulid_timestamp', 'ulid_min' ],
	ulid_flake => [
		't_flake', 'gen_ulid_flake()', 'floor(random() * 9223372036854775807)::bigint::ulid_flake',
		'gen_ulid_flake()', 'ulid_flake_timestamp', 'ulid_flake_min'
	],
	baseuid => [ 't_baseuid', 'gen_baseuid()', 'gen_random_baseuid()', 'gen_baseuid()', 'baseuid_timestamp', 'baseuid_min' ],
);
my @types = sort keys %types;

my $primary = PostgreSQL::Test::Cluster->new('primary');
$primary->init(allows_streaming => 1);
$primary->append_conf('postgresql.conf', qq{
shared_preload_libraries = 'ulid'
autovacuum = off
});
$primary->start;

$primary->safe_psql('postgres', 'CREATE EXTENSION ulid; CREATE EXTENSION amcheck;');
for my $ty (@types)
{
	my ($t, $bt, $hs, $br) = @{ $types{$ty} };
	$primary->safe_psql('postgres', qq{
CREATE TABLE $t (bt $ty PRIMARY KEY DEFAULT $bt, hs $ty NOT NULL DEFAULT $hs,
	br $ty NOT NULL DEFAULT $br, life int NOT NULL DEFAULT 1, n int NOT NULL);
CREATE INDEX ${t}_hs_hash ON $t USING hash (hs);
CREATE INDEX ${t}_br_brin ON $t USING brin (br) WITH (pages_per_range = 2, autosummarize = off);
INSERT INTO $t (n) SELECT g FROM generate_series(1, 20000) g;
});
}

# The standby, from a base backup (postgresql.conf, with the preload, comes with it).
$primary->backup('base');
my $standby = PostgreSQL::Test::Cluster->new('standby');
$standby->init_from_backup($primary, 'base', has_streaming => 1);
$standby->start;

# While it streams: inserts (page and bucket splits), updates of the hashed
# column, deletes, VACUUM, summarization.
for my $ty (@types)
{
	my ($t, $bt, $hs, $br) = @{ $types{$ty} };
	$primary->safe_psql('postgres', qq{
INSERT INTO $t (n) SELECT g FROM generate_series(20001, 60000) g;
UPDATE $t SET hs = $hs WHERE n % 7 = 0;
DELETE FROM $t WHERE n % 11 = 0;
VACUUM $t;
INSERT INTO $t (n) SELECT g FROM generate_series(60001, 70000) g;
SELECT brin_summarize_new_values('${t}_br_brin');
});
}
$primary->wait_for_catchup($standby);
is($standby->safe_psql('postgres', 'SELECT pg_is_in_recovery()'), 't', 'the standby is in recovery (hot standby)');

# --- the standby's replayed tables and indexes
for my $ty (@types)
{
	my ($t, $bt, $hs, $br, $ts, $min) = @{ $types{$ty} };
	my $rows = qq{SELECT count(*) || ' ' || md5(string_agg(${t}::text, E'\\n' ORDER BY bt)) FROM $t};
	my $want = $primary->safe_psql('postgres', $rows);
	is($standby->safe_psql('postgres', $rows), $want, "$ty: the standby holds the primary's rows ($want)");
	my ($count) = split / /, $want;

	my ($ret, $out, $err) = $standby->psql('postgres', "SELECT bt_index_check('${t}_pkey', heapallindexed => true)");
	is($ret, 0, "$ty: bt_index_check(${t}_pkey, heapallindexed => true) passes on the standby") or diag $err;

	# the hash index: every row looked up through it
	my $hash_force = 'SET enable_seqscan = off; SET enable_hashjoin = off; SET enable_mergejoin = off; '
	  . 'SET enable_bitmapscan = off;';
	my $lookup = "SELECT count(*) FROM $t a WHERE EXISTS (SELECT 1 FROM $t b WHERE b.hs = a.hs)";
	like($standby->safe_psql('postgres', "$hash_force EXPLAIN (COSTS OFF) $lookup"),
		qr/Index Scan using ${t}_hs_hash/, "$ty: on the standby the lookup plan uses the hash index");
	is($standby->safe_psql('postgres', "$hash_force $lookup"), $count,
		"$ty: every row is found through the replayed hash index");

	# the BRIN indexes: ranges of 500 consecutive br values, counted through each
	my $ranges = qq{WITH r AS MATERIALIZED (
	SELECT lo, hi FROM (SELECT br AS lo, lead(br, 500) OVER (ORDER BY br) AS hi,
		row_number() OVER (ORDER BY br) AS k FROM $t) x
	WHERE k % 500 = 1 AND hi IS NOT NULL)
SELECT count(*) || ' ' || count(*) FILTER (WHERE c = 500)
FROM r, LATERAL (SELECT count(*) AS c FROM $t WHERE br >= r.lo AND br < r.hi) s};
	my $want_ranges = int($count / 500) - ($count % 500 == 0 ? 1 : 0);
	$want_ranges = "$want_ranges $want_ranges";
	is($standby->safe_psql('postgres', "SET enable_indexscan = off; SET enable_bitmapscan = off; $ranges"),
		$want_ranges, "$ty: sequential scans count 500 rows in each range");
	my $brin_force = 'SET enable_seqscan = off; SET enable_indexscan = off; SET enable_hashjoin = off; '
	  . 'SET enable_mergejoin = off;';
	like($standby->safe_psql('postgres', "$brin_force EXPLAIN (COSTS OFF) $ranges"),
		qr/Bitmap Index Scan on ${t}_br_brin/, "$ty: on the standby the range plan uses the BRIN index");
	is($standby->safe_psql('postgres', "$brin_force $ranges"), $want_ranges,
		"$ty: through the replayed BRIN index each range holds 500 rows");

	# queries and the time functions
	for my $q ("SELECT string_agg(bt::text, ',') FROM (SELECT bt FROM $t ORDER BY bt DESC LIMIT 5) x",
		"SELECT md5(string_agg($ts(bt)::text || ' ' || $ts(br)::text, ',' ORDER BY bt)) FROM $t",
		"SELECT count(*) FROM $t WHERE br >= $min((SELECT $ts(br) FROM $t WHERE n = 30000)) "
		  . "AND br < $min((SELECT $ts(br) FROM $t WHERE n = 65000))")
	{
		is($standby->safe_psql('postgres', $q), $primary->safe_psql('postgres', $q), "$ty: standby = primary: $q");
	}
}

# --- the generators, read-only on the standby
my $standby_gen = $standby->safe_psql('postgres', q{
SELECT count(DISTINCT a) || ' ' || count(DISTINCT b) || ' ' || count(DISTINCT c) || ' ' || count(DISTINCT d)
	|| ' ' || count(DISTINCT e) || ' ' || count(DISTINCT f)
FROM (SELECT gen_ulid() a, gen_random_ulid() b, gen_monotonic_ulid() c, gen_ulid_flake() d,
	gen_baseuid() e, gen_random_baseuid() f FROM generate_series(1, 1000)) s});
is($standby_gen, '1000 1000 1000 1000 1000 1000', 'every generator gives 1,000 distinct ids on the standby');
# the highest ids of the server-wide generators on the standby, kept by the test
my ($standby_mono, $standby_flake) = split /\|/, $standby->safe_psql('postgres', q{
SET ulid.flake_node_id = 3;
SELECT max(m), max(f) FROM (SELECT gen_monotonic_ulid() m, gen_ulid_flake() f FROM generate_series(1, 20000)) s});

# --- failover
# A last burst on the old primary (the node layout holds about 129 ids per
# millisecond, so gen_ulid_flake() runs up to its lead ahead of the clock).
for my $ty (@types)
{
	my ($t) = @{ $types{$ty} };
	$primary->safe_psql('postgres', "SET ulid.flake_node_id = 5; INSERT INTO $t (n) SELECT g FROM generate_series(70001, 80000) g");
}
$primary->wait_for_catchup($standby);
$primary->stop('immediate');
$standby->promote;
is($standby->safe_psql('postgres', 'SELECT pg_is_in_recovery()'), 'f', 'the standby is promoted');

# At once, without waiting: above every id this server gave as a standby.
is($standby->safe_psql('postgres', qq{
SET ulid.flake_node_id = 3;
SELECT gen_monotonic_ulid() > '$standby_mono' AND gen_ulid_flake() > '$standby_flake'}), 't',
	'after promotion gen_monotonic_ulid() and gen_ulid_flake() continue above the ids they gave as a standby');

# Against the old primary's ids: wait until this server's clock is past the
# time of the old primary's highest id of any column (1 ms more: the times are
# truncated to the millisecond, BaseUID's to its tick), then generate.
my @old_max;
for my $ty (@types)
{
	my ($t, undef, undef, undef, $ts) = @{ $types{$ty} };
	push @old_max, "(SELECT max(greatest($ts(bt), $ts(br))) FROM $t)";
}
my $old_time = $standby->safe_psql('postgres', 'SELECT greatest(' . join(', ', @old_max) . ')');
ok( $standby->poll_query_until('postgres', "SELECT clock_timestamp() > '$old_time'::timestamptz + interval '1 ms'"),
	"the new primary's clock passes the time of the old primary's highest id ($old_time)");
for my $ty (@types)
{
	my ($t) = @{ $types{$ty} };
	my ($ret, $out, $err) = $standby->psql('postgres', "SET ulid.flake_node_id = 5; INSERT INTO $t (n, life) SELECT g, 2 FROM generate_series(1, 10000) g");
	is($ret, 0, "$ty: 10,000 rows inserted on the new primary (no repeated primary key)") or diag $err;
	is($standby->safe_psql('postgres', qq{
SELECT count(*) = count(DISTINCT br) AND count(*) = count(DISTINCT bt),
	(SELECT min(bt) FROM $t WHERE life = 2) > (SELECT max(bt) FROM $t WHERE life = 1),
	(SELECT min(br) FROM $t WHERE life = 2) > (SELECT max(br) FROM $t WHERE life = 1)
FROM $t}), 't|t|t', "$ty: no repeated id, and every new id is above every id of the old primary");
	my $err2;
	($ret, $out, $err2) = $standby->psql('postgres', "SELECT bt_index_parent_check('${t}_pkey', heapallindexed => true)");
	is($ret, 0, "$ty: bt_index_parent_check(${t}_pkey, heapallindexed => true) passes on the new primary") or diag $err2;
}

$standby->stop;
done_testing();
