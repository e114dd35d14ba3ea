# postgres_fdw: a foreign table with a ulid column, on a server declared with
# OPTIONS (extensions 'ulid').  Conditions on the ulid column (=, >, <=,
# BETWEEN; not yet IN, below), ORDER BY and joins are pushed down to the remote side (visible in
# the Remote SQL of EXPLAIN VERBOSE) and give the same rows as the remote
# table itself.  Without the option nothing of ulid is pushed down, which shows
# the option is what makes the difference.
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;

my $remote = PostgreSQL::Test::Cluster->new('remote');
$remote->init;
$remote->append_conf('postgresql.conf', "log_statement = none\n");
$remote->start;
my $local = PostgreSQL::Test::Cluster->new('local');
$local->init;
$local->append_conf('postgresql.conf', "log_statement = none\n");
$local->start;

$remote->safe_psql('postgres', q{
CREATE EXTENSION ulid;
CREATE TABLE t (id ulid PRIMARY KEY, ref ulid, v text);
CREATE INDEX ON t USING hash (ref);
INSERT INTO t VALUES ('01ARZ3NDEKTSV4RRFFQ69G5FAV', NULL, 'spec'),
	('00000000000000000000000000', '01ARZ3NDEKTSV4RRFFQ69G5FAV', 'min'),
	('7ZZZZZZZZZZZZZZZZZZZZZZZZZ', '01ARZ3NDEKTSV4RRFFQ69G5FAV', 'max');
INSERT INTO t SELECT gen_ulid(to_timestamp(g * 100000)), CASE WHEN g % 3 = 0 THEN gen_random_ulid() END, 'row ' || g
FROM generate_series(1, 20000) g;
ANALYZE t;
});

my $host = $remote->host;
my $port = $remote->port;
$local->safe_psql('postgres', qq{
CREATE EXTENSION ulid;
CREATE EXTENSION postgres_fdw;
CREATE SERVER remote FOREIGN DATA WRAPPER postgres_fdw
	OPTIONS (host '$host', port '$port', dbname 'postgres', extensions 'ulid', use_remote_estimate 'true');
CREATE SERVER remote_plain FOREIGN DATA WRAPPER postgres_fdw
	OPTIONS (host '$host', port '$port', dbname 'postgres');
CREATE USER MAPPING FOR CURRENT_USER SERVER remote;
CREATE USER MAPPING FOR CURRENT_USER SERVER remote_plain;
CREATE FOREIGN TABLE ft (id ulid, ref ulid, v text) SERVER remote OPTIONS (table_name 't');
CREATE FOREIGN TABLE ft_plain (id ulid, ref ulid, v text) SERVER remote_plain OPTIONS (table_name 't');
CREATE TABLE local_ids (id ulid);
INSERT INTO local_ids VALUES ('01ARZ3NDEKTSV4RRFFQ69G5FAV'), ('7ZZZZZZZZZZZZZZZZZZZZZZZZZ');
ANALYZE local_ids;
});

my $spec = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
# A pushed-down condition: postgres_fdw qualifies a non-built-in operator
# (OPERATOR(public.=)) and may leave out the cast of the constant.
sub op
{
	my ($col, $op, $lit) = @_;
	return qr/\b\Q$col\E (?:\Q$op\E|OPERATOR\(public\.\Q$op\E\)) '\Q$lit\E'(?:::public\.ulid)?/;
}
# the same query against the remote table and the foreign table, and its plan
sub check_query
{
	my (%a) = @_;
	my $set = $a{settings} // '';
	my $plan = $local->safe_psql('postgres', "$set EXPLAIN (VERBOSE, COSTS OFF) $a{local}");
	my ($remote_sql) = $plan =~ /Remote SQL: (.*)/;
	$remote_sql //= '(none)';
	for my $re (@{ $a{pushed} })
	{
		like($remote_sql, $re, "$a{name}: pushed down") or diag $plan;
	}
	unlike($plan, qr/^\s*Filter:/m, "$a{name}: no local filter") if $a{no_local_filter};
	my $got = $local->safe_psql('postgres', "$set $a{local}");
	my $want = $remote->safe_psql('postgres', $a{remote} // $a{local} =~ s/\bft\b/t/gr);
	is($got, $want, "$a{name}: same result as on the remote table");
	return $got;
}

my $r = check_query(
	name => "id = '$spec'",
	local => "SELECT * FROM ft WHERE id = '$spec'",
	pushed => [op('id', '=', $spec)],
	no_local_filter => 1);
is($r, "$spec||spec", 'id = : the row');

check_query(
	name => 'id = lower-case literal',
	local => q{SELECT v FROM ft WHERE id = '01arz3ndektsv4rrffq69g5fav'},
	pushed => [op('id', '=', $spec)],
	no_local_filter => 1);

$r = check_query(
	name => "id > '01K00000000000000000000000'",
	local => q{SELECT count(*), min(id), max(id) FROM ft WHERE id > '01K00000000000000000000000'},
	pushed => [op('id', '>', '01K00000000000000000000000')],
	no_local_filter => 1);
like($r, qr/^[1-9]\d*\|01K.*\|7ZZZZZZZZZZZZZZZZZZZZZZZZZ$/, 'id > : rows found');

check_query(
	name => 'id <= and BETWEEN',
	local => q{SELECT id, v FROM ft WHERE id <= '00000000000000000000000000' OR id BETWEEN '01ARZ3NDEK0000000000000000' AND '01ARZ3NDEKZZZZZZZZZZZZZZZZ' ORDER BY id},
	pushed => [op('id', '<=', '00000000000000000000000000'), op('id', '>=', '01ARZ3NDEK0000000000000000'),
		op('id', '<=', '01ARZ3NDEKZZZZZZZZZZZZZZZZ'), qr/ORDER BY id ASC/],
	no_local_filter => 1);

check_query(
	name => 'id <> ... with IN (...)',
	local => qq{SELECT v FROM ft WHERE id IN ('$spec', '7ZZZZZZZZZZZZZZZZZZZZZZZZZ') AND id <> '00000000000000000000000000' ORDER BY v},
	pushed => [op('id', '<>', '00000000000000000000000000')]);
# id IN (...) is id = ANY ('{...}'::ulid[]): postgres_fdw ships a constant
# only if its type belongs to a listed extension, and the array type _ulid,
# created implicitly with ulid, is not a member of the extension (pg_depend
# has only its internal dependency on ulid).  So IN lists are filtered
# locally, with the right result (checked above).
TODO:
{
	local $TODO = 'ulid[] is not a member of the extension, so = ANY (ulid[]) is not shippable';
	my $plan = $local->safe_psql('postgres',
		qq{EXPLAIN (VERBOSE, COSTS OFF) SELECT v FROM ft WHERE id IN ('$spec', '7ZZZZZZZZZZZZZZZZZZZZZZZZZ')});
	like($plan, qr/Remote SQL: .*id = ANY/, 'id IN (...): pushed down');
}

check_query(
	name => 'ref = (hash-indexed column), ORDER BY id',
	local => qq{SELECT id FROM ft WHERE ref = '$spec' ORDER BY id},
	pushed => [op('ref', '=', $spec), qr/ORDER BY id ASC/],
	no_local_filter => 1);

check_query(
	name => 'ORDER BY id DESC LIMIT',
	local => q{SELECT id FROM ft ORDER BY id DESC LIMIT 5},
	pushed => [qr/ORDER BY id DESC/]);

check_query(
	name => 'join of two foreign tables on ulid',
	local => q{SELECT a.v, b.v FROM ft a JOIN ft b ON a.ref = b.id ORDER BY a.id},
	remote => q{SELECT a.v, b.v FROM t a JOIN t b ON a.ref = b.id ORDER BY a.id},
	pushed => [qr/INNER JOIN public\.t r\d+ ON \(\(\(?r\d+\.ref (?:=|OPERATOR\(public\.=\)) r\d+\.id\)?\)\)/]);

check_query(
	name => 'parameterized: join with a local table',
	settings => 'SET enable_mergejoin = off; SET enable_hashjoin = off;',
	local => q{SELECT l.id, f.v FROM local_ids l JOIN ft f ON f.id = l.id ORDER BY l.id},
	remote => qq{SELECT id, v FROM t WHERE id IN ('$spec', '7ZZZZZZZZZZZZZZZZZZZZZZZZZ') ORDER BY id},
	pushed => [qr/WHERE \(\((?:\$1::public\.ulid (?:=|OPERATOR\(public\.=\)) id|id (?:=|OPERATOR\(public\.=\)) \$1::public\.ulid)\)\)/]);

# Without extensions 'ulid' the operators are not shippable: filtered locally.
my $plan = $local->safe_psql('postgres', "EXPLAIN (VERBOSE, COSTS OFF) SELECT * FROM ft_plain WHERE id = '$spec'");
my ($remote_sql) = $plan =~ /Remote SQL: (.*)/;
unlike($remote_sql, qr/WHERE/, 'without extensions: the condition is not pushed down');
like($plan, qr/Filter: \(ft_plain\.id = '$spec'::ulid\)/, 'without extensions: it is a local filter');
is($local->safe_psql('postgres', "SELECT v FROM ft_plain WHERE id = '$spec'"), 'spec',
	'without extensions: still the right row');

# Writes through the foreign table, with ulid values and a remote-side default.
$local->safe_psql('postgres', q{
INSERT INTO ft (id, v) VALUES ('01ARZ3NDEKTSV4RRFFQ69G5FAW', 'inserted');
UPDATE ft SET ref = '01ARZ3NDEKTSV4RRFFQ69G5FAW' WHERE id = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
DELETE FROM ft WHERE id = '00000000000000000000000000';
});
is($remote->safe_psql('postgres', q{SELECT string_agg(id || ' ' || coalesce(ref::text, '-') || ' ' || v, ',' ORDER BY id)
	FROM t WHERE id IN ('01ARZ3NDEKTSV4RRFFQ69G5FAV', '01ARZ3NDEKTSV4RRFFQ69G5FAW', '00000000000000000000000000')}),
	'01ARZ3NDEKTSV4RRFFQ69G5FAV 01ARZ3NDEKTSV4RRFFQ69G5FAW spec,01ARZ3NDEKTSV4RRFFQ69G5FAW - inserted',
	'INSERT, UPDATE and DELETE through the foreign table');
$plan = $local->safe_psql('postgres', q{EXPLAIN (VERBOSE, COSTS OFF) DELETE FROM ft WHERE id = '01ARZ3NDEKTSV4RRFFQ69G5FAW'});
like($plan, qr/Remote SQL: DELETE FROM public\.t WHERE \(\(${\ op('id', '=', '01ARZ3NDEKTSV4RRFFQ69G5FAW')}\)\)/,
	'DELETE ... WHERE id = is a direct remote modification');

$local->stop;
$remote->stop;
done_testing();
