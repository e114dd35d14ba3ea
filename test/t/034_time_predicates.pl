# Comparisons of an id's time with a timestamp against sequential scans, on
# $rows rows per type (60,000; 30,000 on an assertion-enabled server, which
# runs every statement several times slower), made by every generator (ulid:
# gen_ulid(t), gen_ulid(), gen_random_ulid(), gen_monotonic_ulid(), with
# ulid.uuidv7 off and on; ulid_flake: gen_ulid_flake(t), gen_ulid_flake()
# with and without a node id; baseuid: gen_baseuid(t), gen_baseuid()), t
# spread over about 3.5 days with sub-millisecond (baseuid: sub-tick) parts.
#   - Counts: for each type, form (the operator both ways round, with X a
#     constant, an initplan and a stable expression), operator (<, <=, >, >=)
#     and X ($draws random times of rows and the multiples of 4,096 us just
#     below them, each also 1 us before and after, and the fixed ones: type
#     range ends, infinity, -infinity), in session TimeZone Europe/Paris: the
#     count of the plan as the planner makes it, and for every third of them
#     in turn (so every form and operator, at about a third of the X) the
#     count with index and bitmap scans off, against the count of the times
#     themselves (a plain timestamptz column computed from the ids, with its
#     own btree index).
#   - Buffers: for windows of 1% of the rows at the start, in the middle and
#     at the end, in every form (X constant, and known only at run time): the
#     plan reads the primary key, with under 10% of the shared buffers of a
#     sequential scan of the same query.
#   - Without the preload (a second node): the operator form uses the index
#     from a session's first query (its support function loads the library);
#     the function form is planned as written (a filter), before and after the
#     session loads the library: there is no planner hook.
# The function forms are PostgreSQL's comparisons of a function's result
# (sql/time_differential.sql compares them in every query shape).
# The X are drawn from a seed, new each run (ULID_TEST_SEED=N draws the same
# X again; printed on a failure).
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;

my $seed = $ENV{ULID_TEST_SEED} // int(rand(2**31));
die "ULID_TEST_SEED must be an integer from 0 to 2147483647\n" unless $seed =~ /^\d{1,10}$/ && $seed < 2**31;
my $setseed = ($seed % 1000000) / 1000000.0;
my $draws = 12;
my $deadline = $PostgreSQL::Test::Utils::timeout_default;
my %q = (timeout => $deadline);

my $node = PostgreSQL::Test::Cluster->new('time_predicates');
$node->init;
$node->append_conf('postgresql.conf', "shared_preload_libraries = 'ulid'\n");
$node->start;

my $rows = $node->config_data('--configure') =~ /--enable-cassert/ ? 30000 : 60000;
my $gen = int($rows / 50);	# rows per clock generator run
my $base = $rows - 6 * $gen;
my $flake_t = $base + 3 * $gen;
my $flake_now = int($gen * 3 / 2);
my $baseuid_now = 3 * $gen;
note "seed $seed, $rows rows per type";

$node->safe_psql('postgres', qq{
SELECT setseed($setseed);
CREATE EXTENSION ulid;
CREATE FUNCTION t_of(g int) RETURNS timestamptz LANGUAGE sql AS
  \$\$SELECT now() - interval '4 days' + g * interval '1 second' + random() * interval '999 ms'\$\$;
CREATE TABLE tu (id ulid PRIMARY KEY);
INSERT INTO tu SELECT gen_ulid(t_of(g)) FROM generate_series(1, $base) g;
INSERT INTO tu SELECT gen_ulid() FROM generate_series(1, $gen);
INSERT INTO tu SELECT gen_random_ulid() FROM generate_series(1, $gen);
INSERT INTO tu SELECT gen_monotonic_ulid() FROM generate_series(1, $gen);
SET ulid.uuidv7 = on;
INSERT INTO tu SELECT gen_ulid() FROM generate_series(1, $gen);
INSERT INTO tu SELECT gen_random_ulid() FROM generate_series(1, $gen);
INSERT INTO tu SELECT gen_monotonic_ulid() FROM generate_series(1, $gen);
RESET ulid.uuidv7;
CREATE TABLE tf (id ulid_flake PRIMARY KEY);
INSERT INTO tf SELECT gen_ulid_flake(t_of(g)) FROM generate_series(1, $flake_t) g ON CONFLICT DO NOTHING;
INSERT INTO tf SELECT gen_ulid_flake() FROM generate_series(1, $flake_now);
SET ulid.flake_node_id = 7;
INSERT INTO tf SELECT gen_ulid_flake() FROM generate_series(1, $flake_now);
RESET ulid.flake_node_id;
CREATE TABLE tb (id baseuid PRIMARY KEY);
INSERT INTO tb SELECT gen_baseuid(t_of(g)) FROM generate_series(1, $flake_t) g;
INSERT INTO tb SELECT gen_baseuid() FROM generate_series(1, $baseuid_now);
-- the reference: each id's time, by the type's own function, in a plain column
CREATE TABLE ru AS SELECT ulid_timestamp(id) AS t FROM (SELECT id FROM tu) s;
CREATE TABLE rf AS SELECT ulid_flake_timestamp(id) AS t FROM (SELECT id FROM tf) s;
CREATE TABLE rb AS SELECT baseuid_timestamp(id) AS t FROM (SELECT id FROM tb) s;
CREATE INDEX ON ru (t); CREATE INDEX ON rf (t); CREATE INDEX ON rb (t);
VACUUM ANALYZE tu, tf, tb, ru, rf, rb;
}, %q);
is($node->safe_psql('postgres', 'SELECT (SELECT count(*) FROM tu), (SELECT count(*) FROM tf), (SELECT count(*) FROM tb)', %q),
	"$rows|$rows|$rows", 'rows per type (ulid, ulid_flake, baseuid)');

# The counts.  compare_counts: for X in the draws, every form and operator,
# the plan's count and the sequential scan's against the reference; returns
# the number of comparisons, of mismatches, and the first mismatches.
$node->safe_psql('postgres', q{
CREATE FUNCTION compare_counts(tbl text, ref text, fn text, forms text[], draws int, seed float8)
RETURNS TABLE (compared int, mismatches int, first text) LANGUAGE plpgsql AS $$
DECLARE
	xs timestamptz[];
	x timestamptz;
	op text;
	sw text;
	form text;
	q text;
	want bigint;
	got bigint;
	seq bigint;
	k int := 0;
BEGIN
	PERFORM setseed(seed);
	EXECUTE format('SELECT array_agg(t) FROM (SELECT t FROM %I ORDER BY random() LIMIT %s) s', ref, draws) INTO xs;
	-- each drawn time, and the last multiple of 4,096 us before it (a
	-- BaseUID tick that starts on a whole microsecond, a whole millisecond
	-- for 4 of them in 125); each also 1 us before and after
	SELECT array_agg(v + d * interval '1 us') INTO xs
	FROM unnest(xs) u, LATERAL (VALUES (u), (to_timestamp(floor(extract(epoch FROM u) * 1000000 / 4096) * 4096 / 1000000))) w(v),
	     generate_series(-1, 1) d;
	xs := xs || ARRAY['-infinity', 'infinity', '1970-01-01 00:00+00', '1969-12-31 23:59:59.999999+00',
	                  '2024-01-01 00:00+00', '2023-12-31 23:59:59.999999+00',
	                  '2262-04-11 23:47:16.854743+00', '2262-04-11 23:47:16.854744+00',
	                  '2302-09-27 15:10:22.207+00', '2302-09-27 15:10:22.208+00',
	                  '10889-08-02 05:31:50.655+00', '10889-08-02 05:31:50.655001+00']::timestamptz[];
	compared := 0; mismatches := 0; first := '';
	FOREACH x IN ARRAY xs LOOP
		FOREACH op IN ARRAY ARRAY['<', '<=', '>', '>='] LOOP
			sw := CASE op WHEN '<' THEN '>' WHEN '<=' THEN '>=' WHEN '>' THEN '<' ELSE '<=' END;
			EXECUTE format('SELECT count(*) FROM %I WHERE t %s %L::timestamptz', ref, op, x) INTO want;
			FOREACH form IN ARRAY forms LOOP
				-- %1$s the operator, %2$s X, %3$s the swapped operator
				q := format('SELECT count(*) FROM %I WHERE ', tbl) ||
				     format(replace(form, 'F(', fn || '('), op, quote_literal(x), sw);
				EXECUTE q INTO got;
				-- the sequential scan for every third (X, operator, form), in turn
				k := k + 1;
				seq := want;
				IF k % 3 = 0 THEN
					SET LOCAL enable_indexscan = off;
					SET LOCAL enable_bitmapscan = off;
					EXECUTE q INTO seq;
					RESET enable_indexscan;
					RESET enable_bitmapscan;
				END IF;
				compared := compared + 1;
				IF got <> want OR seq <> want THEN
					mismatches := mismatches + 1;
					IF mismatches <= 3 THEN
						first := first || format('%s: %s (plan), %s (seq scan), want %s; ', q, got, seq, want);
					END IF;
				END IF;
			END LOOP;
		END LOOP;
	END LOOP;
	RETURN NEXT;
END $$;
}, %q);

my $forms = q{'id %1$s %2$s::timestamptz', '%2$s::timestamptz %3$s id',
	'id %1$s (SELECT %2$s::timestamptz)', 'id %1$s (%2$s::timestamptz + interval ''0 s'')'};
my @types = ([qw(tu ru ulid_timestamp)], [qw(tf rf ulid_flake_timestamp)], [qw(tb rb baseuid_timestamp)]);
for my $spec (@types)
{
	my ($tbl, $ref, $fn) = @$spec;
	my ($n, $bad, $first) = split /\|/, $node->safe_psql('postgres', qq{
SET TimeZone = 'Europe/Paris';
SELECT * FROM compare_counts('$tbl', '$ref', '$fn', ARRAY[$forms], $draws, $setseed);}, %q), 3;
	ok(defined $bad && $bad eq '0' && $n > 0,
		"$fn: the plan's and the sequential scan's counts equal the times' (" . ($n // '?') . ' form x operator x X)')
	  or diag "mismatches: " . ($bad // '?') . " of " . ($n // '?') . ": " . ($first // '');
}

# The buffers of 1% windows.  buffers(QUERY, SEQSCAN): whether the plan of its
# EXPLAIN (ANALYZE, BUFFERS) reads a primary key, and the shared blocks (hit
# + read) of the whole plan.
$node->safe_psql('postgres', q{
CREATE FUNCTION buffers(q text, seqscan bool) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
	j json;
BEGIN
	IF seqscan THEN
		SET LOCAL enable_indexscan = off;
		SET LOCAL enable_bitmapscan = off;
		SET LOCAL enable_indexonlyscan = off;
	END IF;
	EXECUTE 'EXPLAIN (ANALYZE, BUFFERS, TIMING OFF, FORMAT JSON) ' || q INTO j;
	RETURN (j::text ~ '"Index Name": "t[ufb]_pkey"')::text || ' ' ||
	       ((j->0->'Plan'->>'Shared Hit Blocks')::int + (j->0->'Plan'->>'Shared Read Blocks')::int)::text;
END $$;
}, %q);

my $window = int($rows / 100);
for my $spec (@types)
{
	my ($tbl, $ref, $fn) = @$spec;
	my (@bad, $n, $worst);
	($n, $worst) = (0, 0);
	for my $where ([ start => 1 ], [ middle => int($rows / 2) ], [ end => $rows - $window ])
	{
		my ($lo, $hi) = split /\|/, $node->safe_psql('postgres', qq{
SELECT quote_literal(t), quote_literal(lead(t, $window) OVER (ORDER BY t))
FROM $ref ORDER BY t OFFSET @{[ $where->[1] - 1 ]} LIMIT 1}, %q), 2;
		$hi = "'infinity'" if !defined $hi || $hi eq '';
		for my $form ("id >= ${lo}::timestamptz AND id < ${hi}::timestamptz",
			"id BETWEEN ${lo}::timestamptz AND ${hi}::timestamptz",
			"${lo}::timestamptz <= id AND ${hi}::timestamptz > id",
			"id >= (${lo}::timestamptz + interval '0 s') AND id < (${hi}::timestamptz + interval '0 s')",
			"id >= (SELECT ${lo}::timestamptz) AND id < (SELECT ${hi}::timestamptz)")
		{
			my $query = "SELECT count(*) FROM $tbl WHERE $form";
			my ($used, $b) = split / /, $node->safe_psql('postgres', "SELECT buffers(\$q\$$query\$q\$, false)", %q);
			my (undef, $s) = split / /, $node->safe_psql('postgres', "SELECT buffers(\$q\$$query\$q\$, true)", %q);
			$n++;
			$worst = $b / $s if $s > 0 && $b / $s > $worst;
			push @bad, "$where->[0]: $form: primary key used: $used, buffers $b against $s of a sequential scan"
			  if $used ne 'true' || $b * 10 >= $s;
		}
	}
	ok(!@bad, sprintf("%s: %d windows of 1%% (start, middle, end) read the primary key with under 10%% of a sequential scan's buffers (at most %.1f%%)",
		$fn, $n, 100 * $worst))
	  or diag join("\n", @bad);
}
$node->stop;

# Without the preload.
my $plain = PostgreSQL::Test::Cluster->new('time_predicates_nopreload');
$plain->init;
$plain->start;
$plain->safe_psql('postgres', q{
CREATE EXTENSION ulid;
CREATE TABLE n (id ulid PRIMARY KEY);
INSERT INTO n SELECT gen_ulid('2026-01-01 00:00+00'::timestamptz + g * interval '1 s') FROM generate_series(1, 20000) g;
ANALYZE n;
}, %q);
my $out = $plain->safe_psql('postgres', q{EXPLAIN (COSTS OFF) SELECT count(*) FROM n
WHERE id >= '2026-01-01 05:00+00'::timestamptz AND id < '2026-01-01 05:01+00'::timestamptz}, %q);
like($out, qr/Index Cond: \(\(id >=/, "without the preload: the operator form uses the index from a session's first query");
my $fq = q{EXPLAIN (COSTS OFF) SELECT count(*) FROM n
WHERE ulid_timestamp(id) >= '2026-01-01 05:00+00' AND ulid_timestamp(id) < '2026-01-01 05:01+00'};
# one session: the plan before anything loads the library, and after LOAD
$out = $plain->safe_psql('postgres', "$fq;\nSELECT 'loaded';\nLOAD 'ulid';\n$fq;", %q);
my ($before, $after) = split /^loaded$/m, $out, 2;
ok(defined $after && $before =~ /Filter: \(\(ulid_timestamp\(id\)/ && $after =~ /Filter: \(\(ulid_timestamp\(id\)/
	  && $out !~ /Index Cond/,
	"without the preload: the function form is planned as written before and after LOAD 'ulid' (no planner hook)")
  or diag $out;
$plain->stop;

diag "random seed $seed: ULID_TEST_SEED=$seed draws the same X again" unless Test::More->builder->is_passing;
done_testing();
