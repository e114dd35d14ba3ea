# The server-wide generators tell no user anything usable about another
# user's ids, and cannot be pushed ahead of the clock
# (doc/generators.md#what-each-generator-reveals).
#
# 1. Two roles, each owning its own database, call gen_monotonic_ulid() at
#    the same time (a synchronized start, 100,000 ids each, up to 5 attempts
#    until their calls interleave within one millisecond).  From the
#    attacker's ids alone, the inference method ("every value strictly
#    between two of my consecutive ids of one millisecond went to someone
#    else"; enumerable when the gap is at most 65,536 values) must recover 0
#    of the victim's ids, and no two consecutive attacker ids of one
#    millisecond may be adjacent.  The same analysis run on +1 ids
#    (gen_ulid(), one session, split alternately) recovers every id between:
#    the check is not blind.  Then the two roles take turns (200 calls): the
#    values are strictly increasing across the server.
# 2. A burst of 2,000,000 gen_ulid_flake() calls in each layout
#    (ulid.flake_node_id = -1 and 3): for every id of the burst, its
#    timestamp minus clock_timestamp() read right after it is at most the
#    lead bound (10 ms), and so is the next id's after the burst.  This is a
#    property of the generator, not a timing measurement.  The node layout
#    holds far fewer ids per millisecond (its capacity: doc/generators.md),
#    so its burst waits for the clock for seconds (sleeping).
# 3. A long burst can be cancelled (statement_timeout) while it waits.
# 4. ulid.uuidv7 = on at volume (sql/uuidv7*.sql check the same on 1,000 ids):
#    BURST / 2 (1,000,000) ids from each generator in one statement are
#    UUIDv7 (ulid_is_uuidv7, and version 7, variant 10 in the bytes) and
#    distinct, ulid_timestamp() is their first 48 bits, gen_ulid() and
#    gen_monotonic_ulid() strictly increase, gen_ulid()'s ticks (the
#    millisecond and rand_a, the clock's fraction) never go back and it counts
#    +1 in rand_b within a tick (the first BURST / 10 pairs), and every value
#    of gen_random_ulid()'s 12 rand_b bits after the variant and of byte 8's 6
#    random bits occurs.
#    BURST / 20 (100,000) calls that switch the setting stay strictly
#    increasing, UUIDv7 when on, gen_ulid() at most 1 ms ahead of the clock.
#    On PostgreSQL 18+, uuid_extract_version() and uuid_extract_timestamp()
#    agree on the ids of each generator and on BURST / 20 gen_ulid()::uuid.
#    A smaller BURST than 200,000 would make the rand_b check fail by
#    chance: one of its 4096 values is missing from N ids with probability
#    about 4096 * e^(-N / 4096) (1e-7 at N = 100,000).
# 5. ulid.flake_max_ids_per_ms: a superuser's cap on the
#    gen_ulid_flake() ids of one session per millisecond holds, an
#    unprivileged role cannot raise it (nor spread its calls over parallel
#    workers), bad values are refused.
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;

my $LEAD_MS = 10;	# CORE_SHARED_MAX_LEAD_MS in src/core/core.h
# GENERATORS_BURST: smaller under Valgrind (test/debug-builds), at least
# 200,000 (see 4. above)
my $BURST = $ENV{GENERATORS_BURST} // 2000000;
die "GENERATORS_BURST must be a multiple of 20 and at least 200000\n" unless $BURST =~ /^\d+$/ && $BURST >= 200000 && $BURST % 20 == 0;
my $deadline = $PostgreSQL::Test::Utils::timeout_default;

my $node = PostgreSQL::Test::Cluster->new('generators');
$node->init;
$node->append_conf('postgresql.conf', "shared_preload_libraries = 'ulid'\n");
$node->start;

# as ROLE in DB: (exit status, stdout, stderr); every call has a deadline
sub as
{
	my ($role, $db, $sql, @more) = @_;
	my ($rc, $out, $err) = $node->psql($db, $sql, extra_params => [ '-U', $role, '-F', ' ' ],
		timeout => 4 * $deadline, @more);
	return ($rc, $out, $err);
}
sub su { my ($db, $sql) = @_; return $node->safe_psql($db, $sql, extra_params => [ '-F', ' ' ], timeout => 4 * $deadline); }
sub out_of { my ($rc, $out, $err) = as(@_); return $rc == 0 ? $out : "$out$err"; }

su('postgres', q{
SET client_min_messages = warning;
CREATE ROLE ulid_attacker LOGIN;
CREATE ROLE ulid_victim LOGIN;
CREATE DATABASE ulid_gen_attacker OWNER ulid_attacker;
CREATE DATABASE ulid_gen_victim OWNER ulid_victim;
CREATE DATABASE ulid_gen_analysis;
});
# each role installs the (trusted) extension in its own database
for my $r (qw(attacker victim))
{
	my ($rc, $out, $err) = as("ulid_$r", "ulid_gen_$r", 'CREATE EXTENSION ulid; CREATE TABLE ids (n bigint, id ulid)');
	is($rc, 0, "ulid_$r creates the extension in ulid_gen_$r") or BAIL_OUT($err);
}

# --- 1. gen_monotonic_ulid() across two roles and two databases -------------
su('ulid_gen_analysis', q{CREATE EXTENSION dblink;
CREATE EXTENSION ulid;
CREATE TABLE att (n bigint, id ulid);
CREATE TABLE vic (n bigint, id ulid);
-- the 80-bit random part as a number (its first 32 bits, then 48), and the
-- millisecond; single expressions, so that the planner inlines them (a
-- subquery here would run per row: hours under Valgrind)
CREATE FUNCTION r80(u ulid) RETURNS numeric LANGUAGE sql IMMUTABLE STRICT AS $$
	SELECT ('x' || substr(replace(u::uuid::text, '-', ''), 13, 8))::bit(32)::bigint::numeric * 2::numeric ^ 48
	       + ('x' || substr(replace(u::uuid::text, '-', ''), 21, 12))::bit(48)::bigint::numeric $$;
CREATE FUNCTION ms(u ulid) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
	SELECT substr(replace(u::uuid::text, '-', ''), 1, 12) $$;
-- The attacker's method: for each pair of its consecutive ids (a, b) of one
-- millisecond whose gap it can enumerate (b - a - 1 <= 65536), it claims
-- every value strictly between as another user's id.  Returns: same-ms pairs,
-- pairs with victim ids between them, victim ids between them, pairs whose
-- ids are adjacent (b - a = 1), the smallest gap, and the victim ids the
-- method recovers.
CREATE FUNCTION attack(att regclass, vic regclass,
	OUT pairs bigint, OUT pairs_with_victims bigint, OUT victims_between bigint,
	OUT adjacent bigint, OUT min_gap numeric, OUT recovered bigint)
LANGUAGE plpgsql AS $$
BEGIN
	EXECUTE format($q$
		CREATE TEMP TABLE p ON COMMIT DROP AS
		SELECT a, b, r80(b) - r80(a) AS gap,
			(SELECT count(*) FROM %2$s v WHERE v.id > a AND v.id < b) AS k
		FROM (SELECT id AS a, lead(id) OVER (ORDER BY id) AS b FROM %1$s) x
		WHERE b IS NOT NULL AND ms(a) = ms(b) $q$, att, vic);
	SELECT count(*), count(*) FILTER (WHERE k > 0), coalesce(sum(k), 0),
		count(*) FILTER (WHERE gap = 1), min(gap),
		coalesce(sum(k) FILTER (WHERE gap - 1 <= 65536), 0)
	INTO pairs, pairs_with_victims, victims_between, adjacent, min_gap, recovered FROM p;
	DROP TABLE p;
END $$;
});
my $host = $node->host;
my $port = $node->port;
sub conn { my ($r) = @_; return "host=$host port=$port user=ulid_$r dbname=ulid_gen_$r"; }
my $N = 100000;
my ($interleaved, $adjacent, $recovered) = (0, undef, undef);
for my $attempt (1 .. 5)
{
	# a synchronized start: both sessions (dblink, asynchronous) sleep until
	# the same moment, then call the generator N times
	my $res = su('ulid_gen_analysis', qq{
SET statement_timeout = '${deadline}s';
SELECT count(*) FROM (
	SELECT dblink_connect(r, 'host=$host port=$port user=ulid_' || r || ' dbname=ulid_gen_' || r),
		dblink_exec(r, 'TRUNCATE ids')
	FROM unnest(ARRAY['attacker', 'victim']) r) c;
SELECT count(*) FROM (
	SELECT dblink_send_query(r, format(
		'WITH s AS MATERIALIZED (SELECT pg_sleep_until(%L)) INSERT INTO ids SELECT g, gen_monotonic_ulid() FROM s, generate_series(1, $N) g',
		clock_timestamp() + interval '1.5 s'))
	FROM unnest(ARRAY['attacker', 'victim']) r) s;
SELECT string_agg(x, ' ') FROM (SELECT * FROM dblink_get_result('attacker') AS t(x text)
	UNION ALL SELECT * FROM dblink_get_result('victim') AS t(x text)) g;
-- the empty result that ends each asynchronous query
SELECT count(*) FROM (SELECT * FROM dblink_get_result('attacker') AS t(x text)
	UNION ALL SELECT * FROM dblink_get_result('victim') AS t(x text)) e;
TRUNCATE att, vic;
INSERT INTO att SELECT * FROM dblink('attacker', 'SELECT n, id FROM ids') AS t(n bigint, id ulid);
INSERT INTO vic SELECT * FROM dblink('victim', 'SELECT n, id FROM ids') AS t(n bigint, id ulid);
SET client_min_messages = warning;
CREATE INDEX IF NOT EXISTS vic_id ON vic (id);
ANALYZE att, vic;
SELECT (SELECT count(*) FROM att), (SELECT count(*) FROM vic);
SELECT * FROM attack('att', 'vic');
});
	my @l = split /\n/, $res;
	is($l[-2], "$N $N", "attempt $attempt: both roles made $N ids") or last;
	my ($pairs, $with_victims, $between, $min_gap);
	($pairs, $with_victims, $between, $adjacent, $min_gap, $recovered) = split / /, $l[-1];
	note "attempt $attempt: $pairs same-ms attacker pairs, $with_victims with victim ids between them ($between ids), adjacent: $adjacent, smallest gap: $min_gap, recovered: $recovered";
	if ($with_victims > 0) { $interleaved = 1; last; }
}
is($interleaved, 1, "the two roles' calls interleaved within one millisecond");
is(join(' ', map { out_of("ulid_$_", "ulid_gen_$_",
	'SELECT count(*) FROM (SELECT id, lag(id) OVER (ORDER BY n) p FROM ids) x WHERE id <= p') } qw(attacker victim)),
	'0 0', "each role's ids increase in call order");
is($adjacent // 'missing', 0, "attacker's consecutive ids in one millisecond are never adjacent");
is($recovered // 'missing', 0, "the attacker's method recovers 0 victim ids");
is(su('ulid_gen_analysis', 'SELECT count(*) FROM att JOIN vic USING (id)'), 0, 'ids are unique across the two databases');

# control: on +1 ids (consecutive values of one millisecond, as a counter in
# the random bits makes them; odd ones to "att", even to "vic") the same
# method recovers every victim id between two attacker ids
my $res = su('ulid_gen_analysis', q{
CREATE TABLE c AS SELECT g, ('01941f29-7c00-7000-8000-' || lpad(to_hex(g), 12, '0'))::uuid::ulid AS id
	FROM generate_series(1, 20000) g;
CREATE TABLE catt AS SELECT g AS n, id FROM c WHERE g % 2 = 1;
CREATE TABLE cvic AS SELECT g AS n, id FROM c WHERE g % 2 = 0;
SELECT * FROM attack('catt', 'cvic');
});
my ($cpairs, undef, $cbetween, undef, undef, $crecovered) = split / /, $res;
note "control (+1 steps): $cpairs pairs, $cbetween victim ids between, recovered $crecovered";
ok($crecovered > 0 && $crecovered == $cbetween, "control: the method is not blind (+1 ids between are all recovered)")
  or diag $res;

# turns: the two roles call one after the other (dblink, each answer awaited
# before the next question)
is(su('ulid_gen_analysis', qq{
SET statement_timeout = '${deadline}s';
CREATE TEMP TABLE turns (r int, i int, v ulid);
DO \$\$ BEGIN
	PERFORM dblink_connect(r, 'host=$host port=$port user=ulid_' || r || ' dbname=ulid_gen_' || r)
	FROM unnest(ARRAY['attacker', 'victim']) r;
	FOR r IN 1..100 LOOP
		INSERT INTO turns SELECT r, 1, v FROM dblink('attacker', 'SELECT gen_monotonic_ulid()') AS t(v ulid);
		INSERT INTO turns SELECT r, 2, v FROM dblink('victim', 'SELECT gen_monotonic_ulid()') AS t(v ulid);
	END LOOP;
END \$\$;
SELECT count(*), (SELECT count(*) FROM (SELECT v, lag(v) OVER (ORDER BY r, i) AS p FROM turns) x WHERE v <= p) FROM turns;
}), '200 0', '200 values from two roles taking turns are strictly increasing');

# --- 2. gen_ulid_flake() bursts stay within the lead bound -------------------
for my $nodeid (-1, 3)
{
	my ($count, $within, $max_lead, $after) = split /\s+/, su('ulid_gen_analysis', qq{
SET ulid.flake_node_id = $nodeid;
SELECT count(*), max(lead) <= $LEAD_MS, round(max(lead), 3)
FROM (SELECT extract(epoch FROM ulid_flake_timestamp(gen_ulid_flake()) - clock_timestamp()) * 1000 AS lead
	FROM generate_series(1, $BURST)) s;
SELECT extract(epoch FROM ulid_flake_timestamp(gen_ulid_flake()) - clock_timestamp()) * 1000 <= $LEAD_MS;
});
	note "node id $nodeid: $BURST ids, largest lead over the burst: " . ($max_lead // '?') . ' ms';
	is("$count $within", "$BURST t", "node id $nodeid: every id of a $BURST-call burst is at most $LEAD_MS ms ahead of the clock");
	is($after, 't', "node id $nodeid: the next id after the burst is within $LEAD_MS ms");
}

# --- 3. a long burst is cancellable while it waits for the clock -------------
my ($rc, $out, $err) = $node->psql('ulid_gen_analysis', q{SET ulid.flake_node_id = 3; SET statement_timeout = '300ms';
SELECT count(gen_ulid_flake()) FROM generate_series(1, 100000000)}, timeout => $deadline);
like($err, qr/canceling statement due to statement timeout/, 'a burst waiting for the clock is cancelled by statement_timeout');

# --- 4. ulid.uuidv7 = on at volume -------------------------------------------
my ($V7_N, $PAIRS, $SW_N) = ($BURST / 2, $BURST / 10, $BURST / 20);
my $pg18 = su('ulid_gen_analysis', "SELECT current_setting('server_version_num')::int >= 180000");
my @row = split /\n/, su('ulid_gen_analysis', <<"SQL");
CREATE FUNCTION pg_temp.ms(u ulid) RETURNS bigint LANGUAGE sql IMMUTABLE AS \$\$
	SELECT ('x' || substr(replace(u::uuid::text, '-', ''), 1, 12))::bit(48)::bigint \$\$;
-- the tick (the millisecond and rand_a, the clock's fraction) and rand_b
-- (62 bits); one expression each, so that the planner inlines them
CREATE FUNCTION pg_temp.tick(u ulid) RETURNS bigint LANGUAGE sql IMMUTABLE AS \$\$
	SELECT (pg_temp.ms(u) << 12) | ('x' || substr(replace(u::uuid::text, '-', ''), 14, 3))::bit(12)::int \$\$;
CREATE FUNCTION pg_temp.rand_b(u ulid) RETURNS bigint LANGUAGE sql IMMUTABLE AS \$\$
	SELECT ('x' || substr(replace(u::uuid::text, '-', ''), 17, 16))::bit(64)::bigint & x'3FFFFFFFFFFFFFFF'::bigint \$\$;
SET ulid.uuidv7 = on;
CREATE TEMP TABLE v7 AS
	SELECT n, gen_ulid() AS g, gen_random_ulid() AS r, gen_monotonic_ulid() AS m,
	       gen_ulid(clock_timestamp()) AS t
	FROM generate_series(1, $V7_N) n;
SELECT count(*) FILTER (WHERE ulid_is_uuidv7(g)), count(*) FILTER (WHERE ulid_is_uuidv7(r)),
       count(*) FILTER (WHERE ulid_is_uuidv7(m)), count(*) FILTER (WHERE ulid_is_uuidv7(t)),
       count(DISTINCT g), count(DISTINCT r), count(DISTINCT m)
FROM v7;
SELECT count(*), count(*) FILTER (WHERE get_byte(b, 6) >> 4 = 7 AND get_byte(b, 8) >> 6 = 2),
       count(*) FILTER (WHERE (extract(epoch FROM ulid_timestamp(u)) * 1000)::bigint =
                              ((get_byte(b, 0)::bigint << 40) | (get_byte(b, 1)::bigint << 32) |
                               (get_byte(b, 2)::bigint << 24) | (get_byte(b, 3)::bigint << 16) |
                               (get_byte(b, 4)::bigint << 8) | get_byte(b, 5)))
FROM (SELECT u, u::bytea AS b
      FROM (SELECT g FROM v7 UNION ALL SELECT r FROM v7 UNION ALL SELECT m FROM v7 UNION ALL SELECT t FROM v7) s(u)) s;
SELECT count(*) FILTER (WHERE g <= pg), count(*) FILTER (WHERE m <= pm),
       count(*) FILTER (WHERE ulid_timestamp(g) < ulid_timestamp(pg))
FROM (SELECT g, m, lag(g) OVER (ORDER BY n) AS pg, lag(m) OVER (ORDER BY n) AS pm FROM v7) x
WHERE pg IS NOT NULL;
SELECT count(*) FILTER (WHERE pg_temp.ms(g) = pg_temp.ms(pg)) > 1000,
       count(*) FILTER (WHERE pg_temp.tick(g) = pg_temp.tick(pg) AND pg_temp.rand_b(g) - pg_temp.rand_b(pg) <> 1)
       + count(*) FILTER (WHERE pg_temp.tick(g) < pg_temp.tick(pg))
FROM (SELECT n, g, lag(g) OVER (ORDER BY n) AS pg FROM v7 WHERE n <= $PAIRS + 1) x
WHERE pg IS NOT NULL;
SELECT count(DISTINCT substr(r::uuid::text, 21, 3)),
       count(DISTINCT ('x' || substr(r::uuid::text, 20, 2))::bit(8)::int & 63)
FROM v7;
\\if $pg18
SELECT count(*) FILTER (WHERE uuid_extract_version(u::uuid) = 7),
       count(*) FILTER (WHERE uuid_extract_timestamp(u::uuid) = ulid_timestamp(u))
FROM (SELECT g FROM v7 UNION ALL SELECT r FROM v7 UNION ALL SELECT m FROM v7 UNION ALL SELECT t FROM v7) s(u);
CREATE TEMP TABLE u AS SELECT n, gen_ulid()::uuid AS id FROM generate_series(1, $SW_N) n;
SELECT count(*) FILTER (WHERE uuid_extract_version(id) = 7), count(*) FILTER (WHERE id <= p)
FROM (SELECT id, lag(id) OVER (ORDER BY n) AS p FROM u) x;
\\endif
DROP TABLE v7;
-- the setting switched between calls (as in sql/uuidv7.sql)
CREATE FUNCTION pg_temp.gen_in(layout_on boolean, monotonic boolean) RETURNS ulid LANGUAGE plpgsql AS \$\$
BEGIN
	PERFORM set_config('ulid.uuidv7', CASE WHEN layout_on THEN 'on' ELSE 'off' END, false);
	RETURN CASE WHEN monotonic THEN gen_monotonic_ulid() ELSE gen_ulid() END;
END \$\$;
CREATE TEMP TABLE sw AS
	SELECT n, n % 3 = 0 OR n % 7 = 0 AS layout_on, pg_temp.gen_in(n % 3 = 0 OR n % 7 = 0, false) AS g,
	       (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS clock_ms
	FROM generate_series(1, $SW_N) n;
SELECT count(*), count(*) FILTER (WHERE layout_on AND NOT ulid_is_uuidv7(g)), count(*) FILTER (WHERE g <= p),
       count(*) FILTER (WHERE pg_temp.ms(g) > clock_ms + 1)
FROM (SELECT layout_on, g, clock_ms, lag(g) OVER (ORDER BY n) AS p FROM sw) x;
CREATE TEMP TABLE swm AS
	SELECT n, n % 2 = 0 AS layout_on, pg_temp.gen_in(n % 2 = 0, true) AS m FROM generate_series(1, $SW_N) n;
SELECT count(*), count(*) FILTER (WHERE layout_on AND NOT ulid_is_uuidv7(m)), count(*) FILTER (WHERE m <= p)
FROM (SELECT layout_on, m, lag(m) OVER (ORDER BY n) AS p FROM swm) x;
SQL
my $n18 = $pg18 eq 't' ? 2 : 0;
sub v7 { my ($name, $want, $i) = @_; is($row[$i] // 'missing', $want, "ulid.uuidv7 = on: $name"); }
v7("$V7_N ids of each generator (gen_ulid, gen_random_ulid, gen_monotonic_ulid, gen_ulid(ts)) are UUIDv7 (ulid_is_uuidv7), and distinct",
	join(' ', ($V7_N) x 7), 0);
v7('the ' . 4 * $V7_N . " ids have version 7 and variant 10 in their bytes, and ulid_timestamp() is their first 48 bits",
	join(' ', (4 * $V7_N) x 3), 1);
v7("gen_ulid() and gen_monotonic_ulid() strictly increase, and gen_ulid()'s time never goes back", '0 0 0', 2);
v7("gen_ulid(): ticks (ms and rand_a) never go back, +1 in rand_b within a tick ($PAIRS pairs, more than 1000 in one ms)", 't 0', 3);
v7("gen_random_ulid()'s random bits are random: all 4096 values of rand_b's 12 bits after the variant, all 64 of byte 8's 6", '4096 64', 4);
if ($pg18 eq 't')
{
	v7('uuid_extract_version() is 7 and uuid_extract_timestamp() is ulid_timestamp() for the ' . 4 * $V7_N . ' ids',
		join(' ', (4 * $V7_N) x 2), 5);
	v7("$SW_N gen_ulid()::uuid are version 7 and increasing", "$SW_N 0", 6);
}
v7("$SW_N gen_ulid() calls switching the setting: UUIDv7 when on, increasing, at most 1 ms ahead of the clock",
	"$SW_N 0 0 0", 5 + $n18);
v7("$SW_N gen_monotonic_ulid() calls switching the setting: UUIDv7 when on, increasing", "$SW_N 0 0", 6 + $n18);

# --- 5. ulid.flake_max_ids_per_ms: a cap per session -----------------------
# A superuser caps ulid_attacker at 1 gen_ulid_flake() id per millisecond
# (ALTER ROLE ... SET).  With no other session generating (and the clock past
# any lead left by the bursts above), an id's millisecond is the clock reading
# the cap counted in, so 1,000 ids take 1,000 distinct milliseconds; the same
# session with the cap lifted puts several in one (control).  The role cannot
# raise its cap (SET, RESET, set_config, ALTER ROLE, PGOPTIONS), bad values
# are refused, and a session waiting at its cap is cancellable.
su('postgres', 'ALTER ROLE ulid_attacker SET ulid.flake_max_ids_per_ms = 1');
sub cap_ms	# ROLE: the cap, the ids and their distinct milliseconds
{
	my ($role) = @_;
	(my $db = $role) =~ s/^ulid_/ulid_gen_/;
	my @l = split /\n/, out_of($role, $db, q{SELECT pg_sleep(0.05);
		SELECT current_setting('ulid.flake_max_ids_per_ms'), count(*), count(DISTINCT ulid_flake_timestamp(f))
		FROM (SELECT gen_ulid_flake() AS f FROM generate_series(1, 1000)) s});
	return $l[-1] // '';
}
for my $nodeid (-1, 3)
{
	su('postgres', "ALTER ROLE ulid_attacker SET ulid.flake_node_id = $nodeid");
	is(cap_ms('ulid_attacker'), '1 1000 1000', "node id $nodeid: capped at 1 id/ms, 1,000 ids of one session fall in 1,000 distinct milliseconds");
}
su('postgres', 'ALTER ROLE ulid_attacker RESET ulid.flake_node_id');
# The cap counts per backend: parallel workers would each start from zero, so
# gen_ulid_flake() is PARALLEL RESTRICTED (runs in the leader only).  The
# capped role forces a parallel plan over a table of 3,000 rows (costs 0,
# 4 workers, debug_parallel_query / force_parallel_mode on 15): workers are
# launched (EXPLAIN ANALYZE of the scan), and the 3,000 ids still fall in
# 3,000 distinct milliseconds.  With the function PARALLEL SAFE the workers
# each take the cap and the ids share milliseconds.
my $par_set = q{SELECT set_config(CASE WHEN current_setting('server_version_num')::int >= 160000
		THEN 'debug_parallel_query' ELSE 'force_parallel_mode' END, 'on', false),
	set_config('parallel_setup_cost', '0', false), set_config('parallel_tuple_cost', '0', false),
	set_config('min_parallel_table_scan_size', '0', false), set_config('max_parallel_workers_per_gather', '4', false);};
($rc) = as('ulid_attacker', 'ulid_gen_attacker', 'CREATE TABLE par AS SELECT g FROM generate_series(1, 3000) g;
	ALTER TABLE par SET (parallel_workers = 4); ANALYZE par');
is($rc, 0, 'ulid_attacker creates a table of 3,000 rows');
my $plan = out_of('ulid_attacker', 'ulid_gen_attacker', "$par_set
	EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT count(*) FROM par");
ok($plan =~ /Parallel Seq Scan/ && $plan =~ /Workers Launched: [1-9]/, 'forced parallel settings: a parallel scan of the table launches workers')
  or diag $plan;
my @pl = split /\n/, out_of('ulid_attacker', 'ulid_gen_attacker', "SELECT pg_sleep(0.05); $par_set
	SELECT current_setting('ulid.flake_max_ids_per_ms'), count(*), count(DISTINCT ulid_flake_timestamp(f))
	FROM (SELECT gen_ulid_flake() AS f FROM par) s");
is($pl[-1], '1 3000 3000', 'capped at 1 id/ms, a forced parallel plan: 3,000 ids fall in 3,000 distinct milliseconds');
my ($c, $n, $d) = split / /, cap_ms('ulid_victim');
is("$c $n " . ($d < 1000 ? 'yes' : "no: $d"), '0 1000 yes', "control: the uncapped role's 1,000 ids share milliseconds");
my $denied = qr/permission denied to set parameter "ulid.flake_max_ids_per_ms"/;
for my $stmt ('SET ulid.flake_max_ids_per_ms = 0', 'RESET ulid.flake_max_ids_per_ms',
	"SELECT set_config('ulid.flake_max_ids_per_ms', '1000', false)", 'SET LOCAL ulid.flake_max_ids_per_ms = 0',
	'ALTER ROLE ulid_attacker SET ulid.flake_max_ids_per_ms = 0', 'ALTER ROLE ulid_attacker RESET ulid.flake_max_ids_per_ms')
{
	like(out_of('ulid_attacker', 'ulid_gen_attacker', $stmt), $denied, "an unprivileged role cannot raise its cap: $stmt");
}
{
	local $ENV{PGOPTIONS} = '-c ulid.flake_max_ids_per_ms=0';
	like(out_of('ulid_attacker', 'ulid_gen_attacker', 'SHOW ulid.flake_max_ids_per_ms'), $denied,
		'an unprivileged role cannot raise its cap: PGOPTIONS at connection');
}
is(out_of('ulid_attacker', 'ulid_gen_attacker', 'SHOW ulid.flake_max_ids_per_ms'), 1, "the role's cap is still 1 in a new session");
for my $v (-1, 1048577, 'many', '1e7', '')
{
	like(out_of('postgres', 'postgres', "SET ulid.flake_max_ids_per_ms = '$v'"),
		qr/outside the valid range for parameter "ulid.flake_max_ids_per_ms" \(0 \.\. 1048576\)|invalid value for parameter "ulid.flake_max_ids_per_ms"/,
		"ulid.flake_max_ids_per_ms = $v is refused");
}
is(su('postgres', "SELECT boot_val, min_val, max_val, context FROM pg_settings WHERE name = 'ulid.flake_max_ids_per_ms'"),
	'0 0 1048576 superuser', 'ulid.flake_max_ids_per_ms: default 0, range 0..1048576, superuser context');
like(out_of('ulid_attacker', 'ulid_gen_attacker', q{SET statement_timeout = '300ms';
	SELECT count(gen_ulid_flake()) FROM generate_series(1, 100000000)}),
	qr/canceling statement due to statement timeout/, 'a session waiting at its cap is cancelled by statement_timeout');

$node->stop;
done_testing();
