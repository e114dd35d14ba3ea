# pg_dump / pg_restore (custom and plain formats) and COPY (text, csv and
# binary) round trips of tables with ulid columns: a primary key, a nullable
# column, a ulid[] column, btree and hash indexes, a table range-partitioned
# on a ulid with ULID literal bounds, and a hash-partitioned one.  The data
# must be identical afterwards: the md5 of the ordered text output, and of the
# same values cast to uuid (the bytes), per table and per partition.
use strict;
use warnings;
use Cwd ();
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;

my $node = PostgreSQL::Test::Cluster->new('dump');
$node->init;
$node->append_conf('postgresql.conf', "log_statement = none\n");
$node->start;

$node->safe_psql('postgres', 'CREATE DATABASE src');
$node->safe_psql('src', q{
CREATE EXTENSION ulid;
SELECT setseed(0.42);

CREATE TABLE items (
	id ulid PRIMARY KEY DEFAULT gen_ulid(),
	ref ulid,
	refs ulid[],
	label text
);
CREATE INDEX items_ref ON items (ref);
CREATE INDEX items_ref_hash ON items USING hash (ref);
CREATE INDEX items_id_hash ON items USING hash (id);
CREATE UNIQUE INDEX items_label_ref ON items (label, ref);

INSERT INTO items (id, ref, refs, label) VALUES
	('00000000000000000000000000', NULL, NULL, 'min'),
	('7ZZZZZZZZZZZZZZZZZZZZZZZZZ', '7ZZZZZZZZZZZZZZZZZZZZZZZZZ', '{}', 'max'),
	('01ARZ3NDEKTSV4RRFFQ69G5FAV', '01arz3ndektsv4rrffq69g5fav', '{01ARZ3NDEKTSV4RRFFQ69G5FAV,NULL,00000000000000000000000000}', 'spec'),
	('01BX5ZZKBKACTAV9WEVGEMMVRZ', NULL, '{{01BX5ZZKBKACTAV9WEVGEMMVRZ,01BX5ZZKBKACTAV9WEVGEMMVS0},{NULL,NULL}}', '2-d array');
INSERT INTO items (ref, refs, label)
SELECT CASE WHEN g % 3 = 0 THEN NULL ELSE gen_random_ulid() END,
	CASE WHEN g % 5 = 0 THEN NULL ELSE ARRAY[gen_random_ulid(), gen_ulid('2020-01-01'::timestamptz + g * interval '1 hour')] END,
	'row ' || g
FROM generate_series(1, 5000) g;

CREATE TABLE events (id ulid NOT NULL, body text, PRIMARY KEY (id)) PARTITION BY RANGE (id);
-- bounds: 2016-07-30 (the spec's example), 2020-01-01, 2025-01-01 (ULID literals)
CREATE TABLE events_old PARTITION OF events FOR VALUES FROM (MINVALUE) TO ('01ARZ3NDEK0000000000000000');
CREATE TABLE events_2016 PARTITION OF events FOR VALUES FROM ('01ARZ3NDEK0000000000000000') TO ('01DXF6DT000000000000000000');
CREATE TABLE events_2020 PARTITION OF events FOR VALUES FROM ('01DXF6DT000000000000000000') TO ('01JGFJJZ000000000000000000');
CREATE TABLE events_new PARTITION OF events FOR VALUES FROM ('01JGFJJZ000000000000000000') TO (MAXVALUE);
CREATE INDEX events_id_hash ON events USING hash (id);
INSERT INTO events
SELECT gen_ulid(to_timestamp(random() * 2000000000)), 'event ' || g FROM generate_series(1, 4000) g;

CREATE TABLE hashed (id ulid NOT NULL, n int) PARTITION BY HASH (id);
CREATE TABLE hashed_0 PARTITION OF hashed FOR VALUES WITH (MODULUS 3, REMAINDER 0);
CREATE TABLE hashed_1 PARTITION OF hashed FOR VALUES WITH (MODULUS 3, REMAINDER 1);
CREATE TABLE hashed_2 PARTITION OF hashed FOR VALUES WITH (MODULUS 3, REMAINDER 2);
INSERT INTO hashed SELECT gen_random_ulid(), g FROM generate_series(1, 3000) g;
-- ulid_flake: a primary key (btree), a hash index, hash partitions, arrays
CREATE TABLE flakes (id ulid_flake PRIMARY KEY DEFAULT gen_ulid_flake('2025-01-01 00:00:00+00'::timestamptz),
	ref ulid_flake, refs ulid_flake[], n int);
CREATE INDEX ON flakes USING hash (ref);
INSERT INTO flakes (id, ref, refs, n) SELECT gen_ulid_flake('2025-01-01 00:00:00+00'::timestamptz + g * interval '1 ms'),
	gen_ulid_flake(clock_timestamp()),
	ARRAY[g::bigint::ulid_flake, '7ZZZZZZZZZZZZ'], g FROM generate_series(1, 3000) g;
INSERT INTO flakes VALUES ('0000000000000', NULL, NULL, 0);
CREATE TABLE flakes_hashed (id ulid_flake NOT NULL) PARTITION BY HASH (id);
CREATE TABLE flakes_hashed_0 PARTITION OF flakes_hashed FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TABLE flakes_hashed_1 PARTITION OF flakes_hashed FOR VALUES WITH (MODULUS 2, REMAINDER 1);
INSERT INTO flakes_hashed SELECT id FROM flakes;
});

# The bounds are what they say.
is($node->safe_psql('src', q{SELECT '01DXF6DT000000000000000000'::ulid::timestamptz = '2020-01-01 00:00:00+00'}),
	't', 'partition bound 01DXF6DT... is 2020-01-01');
cmp_ok($node->safe_psql('src', 'SELECT count(DISTINCT tableoid) FROM events'), '>=', 3, 'events spread over the partitions');

# A fingerprint of every table and partition: md5 of the ordered text output
# and of the same values as uuids, plus row counts per partition.
my $fingerprint_sql = q{
SELECT 'items text ' || md5(string_agg(t::text, E'\n' ORDER BY id)) FROM items t
UNION ALL
SELECT 'items uuid ' || md5(string_agg(concat_ws(',', id::uuid, ref::uuid, refs::uuid[], label), E'\n' ORDER BY id::uuid)) FROM items
UNION ALL
SELECT 'items count ' || count(*) || ' ' || count(ref) || ' ' || count(refs) FROM items
UNION ALL
SELECT 'events ' || tableoid::regclass || ' ' || count(*) || ' ' || md5(string_agg(id::text || body, ',' ORDER BY id))
	|| ' ' || md5(string_agg(id::uuid::text, ',' ORDER BY id::uuid)) FROM events GROUP BY tableoid
UNION ALL
SELECT 'hashed ' || tableoid::regclass || ' ' || count(*) || ' ' || md5(string_agg(id::text || n, ',' ORDER BY id))
	FROM hashed GROUP BY tableoid
UNION ALL
SELECT 'flakes ' || count(*) || ' ' || md5(string_agg(concat_ws(',', id, ref, refs, n, id::bigint), E'\n' ORDER BY id)) FROM flakes
UNION ALL
SELECT 'flakes_hashed ' || tableoid::regclass || ' ' || count(*) || ' ' || md5(string_agg(id::text, ',' ORDER BY id))
	FROM flakes_hashed GROUP BY tableoid
ORDER BY 1;
};
my $orig = $node->safe_psql('src', $fingerprint_sql);
note $orig;

# Indexes and constraints of the restored database, valid and checked.
my $schema_sql = q{
SELECT indexrelid::regclass || ' ' || pg_get_indexdef(indexrelid) || ' ' || indisvalid
FROM pg_index WHERE indrelid::regclass::text ~ '^(items|events|hashed)'
ORDER BY 1;
};
my $orig_schema = $node->safe_psql('src', $schema_sql);
my $orig_bounds = $node->safe_psql('src', q{
SELECT c.relname || ' ' || pg_get_expr(c.relpartbound, c.oid) FROM pg_class c
WHERE c.relispartition ORDER BY 1});
like($orig_bounds, qr/events_2016 FOR VALUES FROM \('01ARZ3NDEK0000000000000000'\) TO \('01DXF6DT000000000000000000'\)/,
	'range bounds are shown as ULIDs');

sub check_restored
{
	my ($db, $how) = @_;
	is($node->safe_psql($db, $fingerprint_sql), $orig, "$how: identical data (text and uuid md5, per partition)");
	is($node->safe_psql($db, $schema_sql), $orig_schema, "$how: same indexes, all valid");
	is($node->safe_psql($db, q{
SELECT c.relname || ' ' || pg_get_expr(c.relpartbound, c.oid) FROM pg_class c
WHERE c.relispartition ORDER BY 1}), $orig_bounds, "$how: same partition bounds");
	$node->safe_psql($db, 'CREATE EXTENSION IF NOT EXISTS amcheck');
	my ($ret, $out, $err) = $node->psql($db, q{
SELECT bt_index_parent_check(indexrelid, heapallindexed => true)
FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
WHERE a.amname = 'btree' AND c.relkind = 'i' AND indrelid::regclass::text ~ '^(items|events|hashed)'});
	is($ret, 0, "$how: amcheck passes on every btree index") or diag $err;
	# the hash index answers like the table
	is($node->safe_psql($db, q{
BEGIN;
SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off;
DROP INDEX items_ref;
SELECT count(*) FROM items a WHERE a.ref IS NOT NULL AND NOT EXISTS (SELECT 1 FROM items b WHERE b.ref = a.ref);
ROLLBACK;}), '0', "$how: the hash index finds every ref");
	is($node->safe_psql($db, q{SELECT extversion = (SELECT default_version FROM pg_available_extensions WHERE name = 'ulid')
		FROM pg_extension WHERE extname = 'ulid'}), 't', "$how: the extension is there, at the default version");
}

# absolute: the server writes the COPY files, and PG18's basedir is relative
my $basedir = Cwd::abs_path($node->basedir);
my $dump = $basedir . '/src.dump';
$node->command_ok([ 'pg_dump', '-Fc', '-f', $dump, '-d', $node->connstr('src') ], 'pg_dump -Fc');
$node->safe_psql('postgres', 'CREATE DATABASE restored');
$node->command_ok([ 'pg_restore', '--exit-on-error', '-d', $node->connstr('restored'), $dump ], 'pg_restore');
check_restored('restored', 'pg_dump -Fc | pg_restore');

# parallel restore, into a fresh database
$node->safe_psql('postgres', 'CREATE DATABASE restored_j');
$node->command_ok([ 'pg_restore', '--exit-on-error', '-j', '2', '-d', $node->connstr('restored_j'), $dump ],
	'pg_restore -j 2');
check_restored('restored_j', 'pg_restore -j 2');

# plain format through psql
my $plain = $basedir . '/src.sql';
$node->command_ok([ 'pg_dump', '-Fp', '-f', $plain, '-d', $node->connstr('src') ], 'pg_dump -Fp');
$node->safe_psql('postgres', 'CREATE DATABASE restored_plain');
$node->command_ok([ 'psql', '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', $node->connstr('restored_plain'), '-o', '/dev/null', '-f', $plain ],
	'psql -f plain dump');
check_restored('restored_plain', 'pg_dump -Fp | psql');

# COPY round trips: text, csv and binary, to files and back, into empty
# copies of the tables (the partitioned ones through their root).
my $dir = $basedir;
for my $fmt (qw(text csv binary))
{
	my $db = "copy_$fmt";
	$node->safe_psql('postgres', "CREATE DATABASE $db");
	# the schema only, from the custom dump
	$node->command_ok([ 'pg_restore', '--exit-on-error', '--schema-only', '-d', $node->connstr($db), $dump ],
		"COPY $fmt: schema restored");
	for my $t (qw(items events hashed flakes flakes_hashed))
	{
		my $file = "$dir/$t.$fmt";
		$node->safe_psql('src', "COPY (SELECT * FROM $t) TO '$file' (FORMAT $fmt)");
		$node->safe_psql($db, "COPY $t FROM '$file' (FORMAT $fmt)");
	}
	check_restored($db, "COPY (FORMAT $fmt)");
}

# COPY through the client (psql \copy, text) of a query with ulid output
my $out = $node->safe_psql('src', q{COPY (SELECT id, ref, refs FROM items ORDER BY id LIMIT 3) TO STDOUT});
like($out, qr/^00000000000000000000000000\t\\N\t\\N\n01ARZ3NDEKTSV4RRFFQ69G5FAV\t01ARZ3NDEKTSV4RRFFQ69G5FAV\t\{01ARZ3NDEKTSV4RRFFQ69G5FAV,NULL,00000000000000000000000000\}/,
	'COPY TO STDOUT prints canonical ULIDs');

$node->stop;
done_testing();
