# Logical replication of tables with a ulid primary key between two clusters
# on this machine: one subscription in the default (text) mode and one with
# binary = true (ulid_send/ulid_recv on the wire).  Initial sync, then
# inserts, updates (of other columns and of the key itself) and deletes; the
# rows must be identical on both sides.
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;

my $pub = PostgreSQL::Test::Cluster->new('publisher');
$pub->init(allows_streaming => 'logical');
$pub->append_conf('postgresql.conf', "log_statement = none\nmax_connections = 20\n");
$pub->start;

my $sub = PostgreSQL::Test::Cluster->new('subscriber');
$sub->init;
$sub->append_conf('postgresql.conf', "log_statement = none\nmax_logical_replication_workers = 6\n");
$sub->start;

my $schema = q{
CREATE EXTENSION ulid;
CREATE TABLE t_text (id ulid PRIMARY KEY, ref ulid, refs ulid[], v text);
CREATE TABLE t_bin (id ulid PRIMARY KEY, ref ulid, refs ulid[], v text);
CREATE INDEX ON t_text USING hash (ref);
CREATE INDEX ON t_bin USING hash (ref);
CREATE TABLE f_text (id ulid_flake PRIMARY KEY, ref ulid_flake, v text);
CREATE TABLE f_bin (id ulid_flake PRIMARY KEY, ref ulid_flake, v text);
};
$pub->safe_psql('postgres', $schema);
$sub->safe_psql('postgres', $schema);

# rows before the subscriptions exist: copied by the initial table sync
for my $t (qw(t_text t_bin))
{
	$pub->safe_psql('postgres', qq{
INSERT INTO $t VALUES
	('00000000000000000000000000', NULL, NULL, 'min'),
	('7ZZZZZZZZZZZZZZZZZZZZZZZZZ', '01ARZ3NDEKTSV4RRFFQ69G5FAV', '{01ARZ3NDEKTSV4RRFFQ69G5FAV,NULL}', 'max');
INSERT INTO $t SELECT gen_ulid(), CASE WHEN g % 2 = 0 THEN gen_random_ulid() END,
	ARRAY[gen_random_ulid()], 'initial ' || g FROM generate_series(1, 1000) g;
});
}

# ulid_flake tables: one id per millisecond from 2025 on (no preload needed)
for my $t (qw(f_text f_bin))
{
	$pub->safe_psql('postgres', qq{
INSERT INTO $t VALUES ('0000000000000', NULL, 'min'), ('7ZZZZZZZZZZZZ', '00CMXB6TAK4SA', 'max');
INSERT INTO $t SELECT gen_ulid_flake('2025-01-01 00:00:00+00'::timestamptz + g * interval '1 ms'),
	CASE WHEN g % 2 = 0 THEN g::bigint::ulid_flake END, 'initial ' || g FROM generate_series(1, 1000) g;
});
}

my $connstr = $pub->connstr . ' dbname=postgres';
$pub->safe_psql('postgres', q{
CREATE PUBLICATION pub_text FOR TABLE t_text, f_text;
CREATE PUBLICATION pub_bin FOR TABLE t_bin, f_bin;
});
$sub->safe_psql('postgres', qq{
CREATE SUBSCRIPTION sub_text CONNECTION '$connstr' PUBLICATION pub_text;
CREATE SUBSCRIPTION sub_bin CONNECTION '$connstr' PUBLICATION pub_bin WITH (binary = true);
});
$sub->wait_for_subscription_sync($pub, 'sub_text');
$sub->wait_for_subscription_sync($pub, 'sub_bin');
is($sub->safe_psql('postgres', q{SELECT subname || ' ' || subbinary::int FROM pg_subscription ORDER BY 1}),
	"sub_bin 1\nsub_text 0", 'one text-mode and one binary subscription');

my $fp = q{SELECT count(*) || ' ' || coalesce(md5(string_agg(t::text, E'\n' ORDER BY id)), '-') || ' '
	|| coalesce(md5(string_agg(id::uuid::text || ref::uuid::text || refs::uuid[]::text, ',' ORDER BY id::uuid)), '-') FROM };

sub compare
{
	my ($what) = @_;
	for my $t (qw(t_text t_bin))
	{
		my $p = $pub->safe_psql('postgres', "$fp $t t");
		my $s = $sub->safe_psql('postgres', "$fp $t t");
		is($s, $p, "$t: $what: identical on both sides ($p)");
	}
}
compare('initial sync');

# changes: inserts (single and multi-row), updates of other columns and of
# the key, deletes
for my $t (qw(t_text t_bin))
{
	$pub->safe_psql('postgres', qq{
INSERT INTO $t SELECT gen_ulid(), gen_random_ulid(), ARRAY[gen_ulid(), NULL], 'new ' || g FROM generate_series(1, 2000) g;
INSERT INTO $t VALUES ('01ARZ3NDEKTSV4RRFFQ69G5FAV', NULL, '{}', 'spec');
UPDATE $t SET v = v || ' updated', ref = gen_random_ulid() WHERE v LIKE 'initial 1%';
UPDATE $t SET id = gen_ulid('2030-01-01'::timestamptz) WHERE v LIKE 'new 2%';
UPDATE $t SET id = '01ARZ3NDEKTSV4RRFFQ69G5FAW' WHERE id = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
DELETE FROM $t WHERE v LIKE 'new 3%' OR id = '00000000000000000000000000';
});
}
$pub->wait_for_catchup('sub_text');
$pub->wait_for_catchup('sub_bin');
# ulid_flake changes: inserts, key updates, deletes
for my $t (qw(f_text f_bin))
{
	$pub->safe_psql('postgres', qq{
INSERT INTO $t SELECT gen_ulid_flake('2026-01-01 00:00:00+00'::timestamptz + g * interval '1 ms'), NULL, 'new ' || g
	FROM generate_series(1, 2000) g;
UPDATE $t SET id = gen_ulid_flake('2030-01-01 00:00:00+00'::timestamptz + n * interval '1 ms')
	FROM (SELECT id AS old, row_number() OVER () AS n FROM $t WHERE v LIKE 'new 2%') s WHERE id = s.old;
DELETE FROM $t WHERE v LIKE 'new 3%' OR id = '0000000000000';
});
}
$pub->wait_for_catchup('sub_text');
$pub->wait_for_catchup('sub_bin');
compare('after inserts, updates and deletes');
my $ffp = q{SELECT count(*) || ' ' || coalesce(md5(string_agg(concat_ws(',', id, ref, v, id::bigint), E'\n' ORDER BY id)), '-') FROM };
for my $t (qw(f_text f_bin))
{
	is($sub->safe_psql('postgres', "$ffp $t"), $pub->safe_psql('postgres', "$ffp $t"),
		"$t: ulid_flake rows identical on both sides after sync, inserts, key updates and deletes");
}

for my $t (qw(t_text t_bin))
{
	is($sub->safe_psql('postgres', qq{SELECT v FROM $t WHERE id = '01arz3ndektsv4rrffq69g5faw'}), 'spec',
		"$t: the key update arrived (lookup by ulid on the subscriber)");
	is($sub->safe_psql('postgres', qq{SELECT count(*) FROM $t WHERE id = '00000000000000000000000000'}), '0',
		"$t: the delete arrived");
	is($sub->safe_psql('postgres', qq{SELECT count(*) FROM $t WHERE id >= '01Q3DCBD000000000000000000'::ulid AND v LIKE 'new 2%'}),
		$pub->safe_psql('postgres', qq{SELECT count(*) FROM $t WHERE id >= '01Q3DCBD000000000000000000'::ulid AND v LIKE 'new 2%'}),
		"$t: updated keys (2030-01-01 = 01Q3DCBD00...) replicated");
}

# the apply workers never failed
is($sub->safe_psql('postgres', q{SELECT count(*) FROM pg_stat_subscription WHERE pid IS NULL}), '0',
	'both apply workers are running');
ok(!$sub->log_contains('ERROR'), 'no error in the subscriber log');

$sub->stop;
$pub->stop;
done_testing();
