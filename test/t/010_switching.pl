# Migrating to ulid (doc/migrating.md): every SQL and shell block of that
# page, taken from it by its marker (<!-- switching: NAME -->),
# is run here on the example tables, and the section's claims are checked:
#
#   - pgx_ulid: a dump as pgx_ulid's pg_dump writes it (built by hand from its
#     documented DDL: tables with DEFAULT gen_ulid(), a generated column
#     id::timestamp, views using its function names, data) restores into a
#     database with this extension with the one edit of doc/migrating.md, from the plain
#     and the custom format; the documented differences hold;
#   - uuid: a table with a foreign key, a view and a BEGIN ATOMIC function
#     converted to ulid and back without a table rewrite (pg_relation_filenode
#     unchanged, indexes rebuilt, same bytes); a uuid foreign key against a
#     ulid key is enforced, and the way round is refused;
#   - text: one bad row found by ulid_is_valid() first, then the one-statement
#     and the batched conversions, with the sizes before and after.
use strict;
use warnings;
use FindBin;
use IPC::Run ();
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;

my $src = $ENV{ULID_SOURCE_DIR} // "$FindBin::RealBin/../..";

# The blocks of doc/migrating.md, by marker.
my %block;
{
	open my $fh, '<', "$src/doc/migrating.md" or die "cannot read $src/doc/migrating.md: $!";
	local $/;
	my $readme = <$fh>;
	close $fh;
	my @markers = $readme =~ /^<!-- switching: ([a-z0-9-]+) -->$/mg;
	while ($readme =~ /^<!-- switching: ([a-z0-9-]+) -->\n```(sql|sh)\n(.*?)^```$/msg)
	{
		die "marker $1 appears twice in doc/migrating.md" if exists $block{$1};
		$block{$1} = { lang => $2, body => $3 };
	}
	is(scalar(keys %block), scalar(@markers), 'every switching marker in doc/migrating.md is followed by a code block');
}
my %ran;

sub block
{
	my ($name) = @_;
	die "doc/migrating.md has no block <!-- switching: $name -->" unless $block{$name};
	$ran{$name} = 1;
	return $block{$name}{body};
}

my $node = PostgreSQL::Test::Cluster->new('switching');
$node->init;
$node->append_conf('postgresql.conf', "shared_preload_libraries = 'ulid'\nlog_statement = none\n");
$node->start;
my $dir = PostgreSQL::Test::Utils::tempdir;

# Run an SQL block of doc/migrating.md in a database (psql, ON_ERROR_STOP, autocommit).
sub run_sql_block
{
	my ($name, $db) = @_;
	my ($ret, $out, $err) = $node->psql($db, block($name), on_error_stop => 1);
	is($ret, 0, "block $name runs in $db") or diag($err);
	return $out;
}

# Run a shell block of doc/migrating.md in $dir against the node.
sub run_sh_block
{
	my ($name, %env) = @_;
	local $ENV{PGHOST} = $node->host;
	local $ENV{PGPORT} = $node->port;
	local $ENV{PGDATABASE} = 'postgres';
	local @ENV{ keys %env } = values %env;
	my ($stdout, $stderr);
	my $ok = IPC::Run::run([ 'bash', '-e', '-o', 'pipefail', '-c', "cd '$dir'\n" . block($name) ],
		'>', \$stdout, '2>', \$stderr);
	ok($ok, "block $name runs") or diag("stdout: $stdout\nstderr: $stderr");
}

# psql that must fail: returns stderr.
sub fails
{
	my ($db, $sql, $pattern, $what) = @_;
	my ($ret, $out, $err) = $node->psql($db, $sql, on_error_stop => 1);
	isnt($ret, 0, "$what fails");
	like($err, $pattern, "$what: the error");
	return $err;
}

sub sq { my ($db, $sql) = @_; return $node->safe_psql($db, $sql); }

###########################################################################
# pgx_ulid
###########################################################################

# What pg_dump writes for a pgx_ulid user's database (PostgreSQL 15's pg_dump
# format), written by hand: pgx_ulid is not available here.  The DDL is
# pgx_ulid's documented usage: id ulid DEFAULT gen_ulid() / gen_monotonic_ulid(),
# the generated column created_at ... AS (id::timestamp) from its README, views
# calling its functions ulid_to_uuid, ulid_to_timestamptz, ulid_from_uuid,
# timestamp_to_ulid and timestamptz_to_ulid.  Installed from source, its
# extension is named pgx_ulid, which is what the dump names.
my $pgx_dump = <<'DUMP';
--
-- PostgreSQL database dump
--

-- Dumped from database version 15.8
-- Dumped by pg_dump version 15.8

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: pgx_ulid; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS pgx_ulid WITH SCHEMA public;


--
-- Name: EXTENSION pgx_ulid; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON EXTENSION pgx_ulid IS 'ulid type and methods';


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.events (
    id public.ulid DEFAULT public.gen_monotonic_ulid() NOT NULL,
    user_id public.ulid NOT NULL,
    ext_ref uuid,
    body text
);


--
-- Name: events_window; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.events_window AS
 SELECT e.id,
    public.ulid_from_uuid(e.ext_ref) AS ref_ulid,
    e.body
   FROM public.events e
  WHERE ((e.id OPERATOR(public.>=) public.timestamp_to_ulid('2023-09-15 00:00:00'::timestamp without time zone)) AND (e.id OPERATOR(public.<) public.timestamptz_to_ulid('2023-09-16 00:00:00+00'::timestamp with time zone)));


--
-- Name: users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.users (
    id public.ulid DEFAULT public.gen_ulid() NOT NULL,
    name text NOT NULL,
    created_at timestamp without time zone GENERATED ALWAYS AS ((id)::timestamp without time zone) STORED
);


--
-- Name: users_api; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.users_api AS
 SELECT public.ulid_to_uuid(users.id) AS uuid,
    public.ulid_to_timestamptz(users.id) AS created,
    users.name
   FROM public.users;


--
-- Data for Name: events; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.events (id, user_id, ext_ref, body) FROM stdin;
01HAB26900X2Z8Q6A3Y7N9B1CD	01GV5PA9EQG7D82Q3Y4PKBZSYV	0186cb65-25d7-81da-815c-7e25a6bfe7db	in the window
01HAB2690147ME1Z8TQZ8R8W4E	01HAB26900A1B2C3D4E5F6G7H8	\N	in the window too
01HAEG1X006QWZX7Y9CEV3K2MA	01GV5PA9EQG7D82Q3Y4PKBZSYV	\N	the next day
\.


--
-- Data for Name: users; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.users (id, name) FROM stdin;
01GV5PA9EQG7D82Q3Y4PKBZSYV	ann
01HAB26900A1B2C3D4E5F6G7H8	bob
7ZZZZZZZZZZZZZZZZZZZZZZZZZ	max
\.


--
-- Name: events events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_pkey PRIMARY KEY (id);


--
-- Name: users users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);


--
-- Name: events events_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);


--
-- PostgreSQL database dump complete
--

DUMP

sub write_file
{
	my ($path, $text) = @_;
	open my $fh, '>', $path or die "cannot write $path: $!";
	print $fh $text;
	close $fh;
}

# What a restored pgx_ulid database must hold, whatever the route.
my $pgx_expected_users = join("\n",
	'01GV5PA9EQG7D82Q3Y4PKBZSYV|ann|2023-03-10 12:00:49.111|0186cb65-25d7-81da-815c-7e25a6bfe7db',
	'01HAB26900A1B2C3D4E5F6G7H8|bob|2023-09-15 00:00:00|018a9623-2400-5056-260d-a4715e681e28',
	'7ZZZZZZZZZZZZZZZZZZZZZZZZZ|max|10889-08-02 05:31:50.655|ffffffff-ffff-ffff-ffff-ffffffffffff');

sub check_pgx_restore
{
	my ($db, $route) = @_;
	is(sq($db, q{SELECT string_agg(extname, ',' ORDER BY extname) FROM pg_extension WHERE extname IN ('ulid', 'pgx_ulid')}),
		'ulid', "$route: the extension is ulid");
	# The generated column is recomputed by the restore, in UTC (the session
	# that restored ran with TimeZone America/New_York).
	is(sq($db, q{SET TimeZone = 'Asia/Tokyo';
		SELECT u.id, u.name, u.created_at, a.uuid FROM users u JOIN users_api a ON a.uuid = u.id ORDER BY u.id}),
		$pgx_expected_users, "$route: users, its generated created_at (UTC) and the view users_api");
	is(sq($db, q{SELECT count(*) FILTER (WHERE created_at = ulid_timestamp(id) AT TIME ZONE 'UTC') || '/' || count(*) FROM users}),
		'3/3', "$route: created_at is the ULID's time in UTC");
	is(sq($db, q{SELECT string_agg(body || ':' || coalesce(ref_ulid::text, '-'), ', ' ORDER BY id) FROM events_window}),
		'in the window:01GV5PA9EQG7D82Q3Y4PKBZSYV, in the window too:-',
		"$route: the view events_window (timestamp_to_ulid, timestamptz_to_ulid, ulid_from_uuid)");
	like(sq($db, q{SELECT pg_get_viewdef('users_api')}), qr/ulid_to_uuid\((users\.)?id\).*ulid_to_timestamptz\((users\.)?id\)/s,
		"$route: the view still calls pgx_ulid's function names");
	is(sq($db, q{SELECT pg_get_expr(adbin, adrelid) FROM pg_attrdef WHERE adrelid = 'users'::regclass AND adnum = 1}),
		'gen_ulid()', "$route: the default gen_ulid() restored");
	# The defaults work, the foreign key is enforced.
	sq($db, q{INSERT INTO users (name) VALUES ('new'); INSERT INTO events (user_id, body) SELECT id, 'new' FROM users WHERE name = 'new'});
	is(sq($db, q{SELECT count(*) FROM users u JOIN events e ON e.user_id = u.id WHERE u.name = 'new' AND e.body = 'new'
		AND ulid_timestamp(u.id) > now() - interval '1 hour' AND ulid_timestamp(e.id) > now() - interval '1 hour'}),
		'1', "$route: DEFAULT gen_ulid() and gen_monotonic_ulid() insert");
	fails($db, q{INSERT INTO events (user_id) VALUES ('01ARZ3NDEKTSV4RRFFQ69G5FAV')}, qr/violates foreign key constraint/,
		"$route: the restored foreign key");
}

write_file("$dir/pgx_ulid.sql", $pgx_dump);

# 1. The hand-built plain dump, with the edit of doc/migrating.md.
run_sh_block('pgx-plain', PGTZ => 'America/New_York');
check_pgx_restore('app', 'plain dump (by hand)');

# 2. A database that pg_dump sees as a pgx_ulid user's: this extension under
# the name pgx_ulid (catalog rename, test only), loaded from the same dump text
# (its CREATE EXTENSION IF NOT EXISTS pgx_ulid then does nothing).  Its pg_dump
# output, plain and custom, goes through the steps of doc/migrating.md.
$node->safe_psql('postgres', 'CREATE DATABASE olddb');
$node->safe_psql('olddb', q{CREATE EXTENSION ulid; UPDATE pg_extension SET extname = 'pgx_ulid' WHERE extname = 'ulid'});
{
	my ($ret, $out, $err) = $node->psql('olddb', $pgx_dump, on_error_stop => 1);
	is($ret, 0, 'the pgx_ulid dump text loads into the stand-in pgx_ulid database') or diag($err);
}
my $bindir = $node->config_data('--bindir');
my $dumped = `$bindir/pg_dump -h '${\$node->host}' -p ${\$node->port} -d olddb`;
like($dumped, qr/^CREATE EXTENSION IF NOT EXISTS pgx_ulid WITH SCHEMA public;$/m, 'pg_dump writes CREATE EXTENSION IF NOT EXISTS pgx_ulid');
like($dumped, qr/^COMMENT ON EXTENSION pgx_ulid IS /m, 'pg_dump writes COMMENT ON EXTENSION pgx_ulid');
$node->safe_psql('postgres', 'DROP DATABASE app');
write_file("$dir/pgx_ulid.sql", $dumped);
run_sh_block('pgx-plain', PGTZ => 'America/New_York');
check_pgx_restore('app', 'plain dump (pg_dump)');

$node->command_ok([ 'pg_dump', '-Fc', '-d', 'olddb', '-f', "$dir/pgx_ulid.dump" ], 'custom-format dump of the pgx_ulid database');
$node->safe_psql('postgres', 'DROP DATABASE app');
run_sh_block('pgx-custom', PGTZ => 'America/New_York');
check_pgx_restore('app', 'custom dump');
{
	open my $fh, '<', "$dir/ulid.list" or die;
	local $/;
	my $list = <$fh>;
	like($list, qr/^;\d+; \d+ \d+ EXTENSION - pgx_ulid /m, 'the list edit commented out the extension');
	like($list, qr/^;\d+; \d+ \d+ COMMENT - EXTENSION pgx_ulid /m, 'the list edit commented out its comment');
}

# 3. The differences.
# A view that relied on an implicit cast is dumped without it: it does not
# restore here; written with the cast (which works in pgx_ulid too) it does.
fails('app', q{CREATE VIEW public.users_hex AS SELECT encode(users.id, 'hex'::text) AS hex FROM public.users},
	qr/function encode\((public\.)?ulid, text\) does not exist/, 'a view dumped from an implicit ulid -> bytea cast');
is(sq('app', q{CREATE VIEW public.users_hex AS SELECT encode((users.id)::bytea, 'hex'::text) AS hex FROM public.users WHERE name = 'ann';
	SELECT hex FROM users_hex}), '0186cb6525d781da815c7e25a6bfe7db', 'with the cast written, it restores');
fails('app', q{SELECT date_part('year', id) FROM users}, qr/function date_part\(unknown, (public\.)?ulid\) does not exist/,
	'date_part on a ulid (implicit cast in pgx_ulid)');
is(sq('app', q{SELECT date_part('year', ulid_timestamp(id)) FROM users WHERE name = 'ann'}), '2023', 'date_part on ulid_timestamp(id)');
fails('app', q{SELECT uuid_send(id) FROM users}, qr/function uuid_send\((public\.)?ulid\) does not exist/, 'a uuid function called with a ulid');
is(sq('app', q{SELECT encode(uuid_send(id::uuid), 'hex') FROM users WHERE name = 'ann'}), '0186cb6525d781da815c7e25a6bfe7db',
	'... with id::uuid');
is(sq('app', q{CREATE TEMP TABLE u (x uuid); INSERT INTO u SELECT id FROM users WHERE name = 'ann'; SELECT x FROM u}),
	'0186cb65-25d7-81da-815c-7e25a6bfe7db', 'a ulid stored into a uuid column needs no cast (assignment cast)');
# Time: ulid::timestamp is UTC whatever TimeZone says; pgx_ulid's session-local value is id::timestamptz::timestamp.
is(sq('app', q{SET TimeZone = 'America/New_York'; SELECT id::timestamp, ulid_to_timestamp(id), id::timestamptz::timestamp FROM users WHERE name = 'ann'}),
	'2023-03-10 12:00:49.111|2023-03-10 12:00:49.111|2023-03-10 07:00:49.111', 'ulid::timestamp is UTC; ::timestamptz::timestamp is local');
is(sq('app', q{SET TimeZone = 'Asia/Tokyo';
	ALTER TABLE users ADD COLUMN created_paris timestamp GENERATED ALWAYS AS (ulid_timestamp(id) AT TIME ZONE 'Europe/Paris') STORED;
	SELECT created_paris FROM users WHERE name = 'ann'}),
	'2023-03-10 13:00:49.111', 'a generated column in a named time zone');
# pgx_ulid's function names: its own test values (01GV5PA9EQG7D82Q3Y4PKBZSYV =
# 0186cb65-25d7-81da-815c-7e25a6bfe7db, 2023-03-10 12:00:49.111), under a
# non-UTC TimeZone: timestamp_to_ulid reads the timestamp as UTC, as pgx_ulid does.
is(sq('app', q{SET TimeZone = 'Asia/Tokyo';
	SELECT ulid_to_uuid('01GV5PA9EQG7D82Q3Y4PKBZSYV'), ulid_from_uuid('0186cb65-25d7-81da-815c-7e25a6bfe7db'),
	       timestamp_to_ulid('2023-03-10 12:00:49.111'), timestamptz_to_ulid('2023-03-10 12:00:49.111+00'),
	       ulid_to_timestamptz('01GV5PA9EQG7D82Q3Y4PKBZSYV') = '2023-03-10 12:00:49.111+00'}),
	'0186cb65-25d7-81da-815c-7e25a6bfe7db|01GV5PA9EQG7D82Q3Y4PKBZSYV|01GV5PA9EQ0000000000000000|01GV5PA9EQ0000000000000000|t',
	"pgx_ulid's function names give pgx_ulid's values");
is(sq('app', q{SELECT string_agg(p.proname || ':' || l.lanname || ':' || p.provolatile::text || ':' || p.proisstrict || ':' || p.proparallel::text
		|| ':' || (obj_description(p.oid, 'pg_proc') IS NOT NULL), ' ' ORDER BY p.proname)
	FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
	WHERE p.proname IN ('ulid_to_uuid', 'ulid_from_uuid', 'ulid_to_timestamptz', 'timestamptz_to_ulid', 'timestamp_to_ulid')}),
	'timestamp_to_ulid:c:i:true:s:true timestamptz_to_ulid:c:i:true:s:true ulid_from_uuid:c:i:true:s:true '
	  . 'ulid_to_timestamptz:c:i:true:s:true ulid_to_uuid:c:i:true:s:true',
	'the aliases are C, IMMUTABLE, STRICT, PARALLEL SAFE, with comments');
is(sq('app', q{SELECT count(*) FROM pg_cast WHERE castcontext = 'i'
	AND (castsource = 'ulid'::regtype OR casttarget = 'ulid'::regtype)}), '0', 'no implicit cast');
# Overflowing input: rejected, not truncated.
fails('app', q{SELECT '8ZZZZZZZZZZZZZZZZZZZZZZZZZ'::ulid}, qr/invalid input syntax for type ulid.*larger than the largest ULID/s,
	'an overflowing ULID');
is(sq('app', q{SELECT ulid_is_valid('8ZZZZZZZZZZZZZZZZZZZZZZZZZ')}), 'f', 'ulid_is_valid() tells');
# gen_ulid() defaults to gen_random_ulid(); gen_monotonic_ulid() stays.
run_sql_block('pgx-defaults', 'app');
is(sq('app', q{SELECT string_agg(adrelid::regclass || '=' || pg_get_expr(adbin, adrelid), ' ' ORDER BY adrelid::regclass::text)
	FROM pg_attrdef WHERE adrelid IN ('users'::regclass, 'events'::regclass) AND adnum = 1}),
	'events=gen_monotonic_ulid() users=gen_random_ulid()', 'the gen_ulid() defaults now call gen_random_ulid()');

###########################################################################
# uuid
###########################################################################

$node->safe_psql('postgres', 'CREATE DATABASE uuidconv');
$node->safe_psql('uuidconv', 'CREATE EXTENSION ulid');
run_sql_block('uuid-schema', 'uuidconv');
# Half the accounts with UUIDv4 keys, half with UUIDv7 keys (48-bit Unix ms,
# version 7, variant 10), three orders each.
sq('uuidconv', q{
CREATE FUNCTION uuidv7_at(t timestamptz) RETURNS uuid LANGUAGE sql AS $$
  SELECT encode(set_byte(set_byte(gen_ulid(t)::bytea, 6, (get_byte(gen_ulid(t)::bytea, 6) & 15) | 112), 8,
                         (get_byte(gen_ulid(t)::bytea, 8) & 63) | 128), 'hex')::uuid $$;
INSERT INTO accounts SELECT gen_random_uuid(), 'v4 ' || g FROM generate_series(1, 1000) g;
INSERT INTO accounts SELECT uuidv7_at('2025-01-01 00:00:00+00'::timestamptz + g * interval '1 s'), 'v7 ' || g
  FROM generate_series(1, 1000) g;
INSERT INTO orders (account_id, total) SELECT id, k FROM accounts, generate_series(1, 3) k;
});
my $fingerprint_sql = q{SELECT md5(string_agg(id::uuid::text, ',' ORDER BY id::uuid)) || ' '
	|| (SELECT md5(string_agg(id::uuid::text || account_id::uuid::text || total, ',' ORDER BY id::uuid)) FROM orders)
	|| ' ' || (SELECT md5(string_agg(id::uuid::text || total, ',' ORDER BY id::uuid)) FROM account_totals) FROM accounts};
my $fp = sq('uuidconv', $fingerprint_sql);
my $filenodes_sql = q{SELECT string_agg(c || '=' || pg_relation_filenode(c), ' ' ORDER BY c)
	FROM unnest(ARRAY['accounts', 'orders', 'accounts_pkey', 'orders_pkey', 'orders_account_id_idx']) c};
my %before = map { split /=/ } split / /, sq('uuidconv', $filenodes_sql);

is(run_sql_block('uuid-blockers', 'uuidconv'), "function account_name(uuid)\nrule _RETURN on view account_totals",
	'the blockers: the view and the BEGIN ATOMIC function');
fails('uuidconv', 'ALTER TABLE accounts ALTER COLUMN id TYPE ulid', qr/cannot alter type of a column used by a view or rule/,
	'ALTER ... TYPE with the view in place');
is(sq('uuidconv', "BEGIN;\nALTER TABLE orders ADD COLUMN account_txt text GENERATED ALWAYS AS (account_id::text) STORED;\n"
		. block('uuid-blockers') . "\nROLLBACK;"),
	"default value for column account_txt of table orders\nfunction account_name(uuid)\nrule _RETURN on view account_totals",
	'the blockers: a generated column too');

run_sql_block('uuid-to-ulid', 'uuidconv');
my %after = map { split /=/ } split / /, sq('uuidconv', $filenodes_sql);
is($after{accounts}, $before{accounts}, 'uuid -> ulid: accounts not rewritten (same filenode)');
is($after{orders}, $before{orders}, 'uuid -> ulid: orders not rewritten (same filenode)');
isnt($after{$_}, $before{$_}, "uuid -> ulid: index $_ rebuilt") for qw(accounts_pkey orders_pkey orders_account_id_idx);
is(sq('uuidconv', q{SELECT string_agg(attrelid::regclass || '.' || attname || ':' || atttypid::regtype, ' ' ORDER BY attrelid::regclass::text, attname)
	FROM pg_attribute WHERE attrelid IN ('accounts'::regclass, 'orders'::regclass, 'account_totals'::regclass)
	AND attname IN ('id', 'account_id')}),
	'account_totals.id:ulid accounts.id:ulid orders.account_id:ulid orders.id:ulid', 'the columns and the view are ulid');
is(sq('uuidconv', $fingerprint_sql), $fp, 'uuid -> ulid: the same bytes in every row and in the view');
is(sq('uuidconv', q{SELECT count(*) FROM accounts WHERE name LIKE 'v7 %'
	AND ulid_timestamp(id) = '2025-01-01 00:00:00+00'::timestamptz + substr(name, 4)::int * interval '1 s'}),
	'1000', 'UUIDv7 keys: ulid_timestamp() is their time');
is(sq('uuidconv', q{INSERT INTO accounts (name) VALUES ('new') RETURNING id > (SELECT max(id) FROM accounts WHERE name LIKE 'v7 %')}),
	't', 'new keys (the default of the recipe) sort after the UUIDv7 keys');
sq('uuidconv', q{DELETE FROM accounts WHERE name = 'new'});
is(sq('uuidconv', q{SELECT account_name(id) FROM accounts WHERE name = 'v7 1'}), 'v7 1', 'the recreated function');
fails('uuidconv', q{INSERT INTO orders (account_id, total) VALUES (gen_ulid(), 1)}, qr/violates foreign key constraint/,
	'the converted foreign key');
# Plain SQL functions with uuid parameters and results keep working.
is(sq('uuidconv', q{CREATE FUNCTION total_of(p uuid) RETURNS numeric LANGUAGE sql STABLE AS $$ SELECT total FROM account_totals WHERE id = p $$;
	CREATE FUNCTION first_account() RETURNS uuid LANGUAGE sql STABLE AS $$ SELECT id FROM accounts ORDER BY id LIMIT 1 $$;
	CREATE FUNCTION name_of(p uuid) RETURNS text LANGUAGE plpgsql STABLE AS $$
	  DECLARE r text; BEGIN SELECT name INTO r FROM accounts WHERE id = p; RETURN r; END $$;
	SELECT total_of(first_account()), pg_typeof(first_account()), name_of(first_account()) = (SELECT name FROM accounts ORDER BY id LIMIT 1)}),
	'6|uuid|t', 'SQL and PL/pgSQL functions with uuid parameters and results');

# The way back.
run_sql_block('ulid-to-uuid', 'uuidconv');
my %back = map { split /=/ } split / /, sq('uuidconv', $filenodes_sql);
is($back{accounts}, $before{accounts}, 'ulid -> uuid: accounts not rewritten');
is($back{orders}, $before{orders}, 'ulid -> uuid: orders not rewritten');
is(sq('uuidconv', q{SELECT string_agg(DISTINCT atttypid::regtype::text, ',') FROM pg_attribute
	WHERE attrelid IN ('accounts'::regclass, 'orders'::regclass, 'account_totals'::regclass) AND attname IN ('id', 'account_id')}),
	'uuid', 'the columns and the view are uuid again');
is(sq('uuidconv', $fingerprint_sql), $fp, 'ulid -> uuid: the same bytes');

# Again, with the shorter lock: the same result, the constraint validated.
run_sql_block('uuid-to-ulid-short-lock', 'uuidconv');
my %short = map { split /=/ } split / /, sq('uuidconv', $filenodes_sql);
is($short{accounts} . ' ' . $short{orders}, "$before{accounts} $before{orders}", 'shorter lock: no rewrite');
is(sq('uuidconv', q{SELECT convalidated FROM pg_constraint WHERE conname = 'orders_account_id_fkey'}), 't',
	'shorter lock: the foreign key is validated');
is(sq('uuidconv', $fingerprint_sql), $fp, 'shorter lock: the same bytes');
fails('uuidconv', q{INSERT INTO orders (account_id, total) VALUES (gen_ulid(), 1)}, qr/violates foreign key constraint/,
	'shorter lock: the foreign key is enforced');
run_sql_block('ulid-to-uuid', 'uuidconv');
is(sq('uuidconv', $fingerprint_sql), $fp, 'back again: the same bytes');

# A uuid foreign key against a ulid key.
sq('uuidconv', q{DROP VIEW account_totals; DROP FUNCTION account_name(uuid), total_of(uuid), first_account(), name_of(uuid)});
fails('uuidconv', 'ALTER TABLE orders ALTER COLUMN account_id TYPE ulid', qr/foreign key constraint "orders_account_id_fkey" cannot be implemented/,
	'a ulid column referencing a uuid key');
my %before_pk = map { split /=/ } split / /, sq('uuidconv', $filenodes_sql);
is(sq('uuidconv', q{BEGIN; ALTER TABLE accounts ALTER COLUMN id TYPE ulid;
	SELECT string_agg(relation::regclass::text, ',' ORDER BY relation::regclass::text) FROM pg_locks
	WHERE pid = pg_backend_pid() AND mode = 'AccessExclusiveLock' AND relation IN ('accounts'::regclass, 'orders'::regclass);
	COMMIT;}), 'accounts,orders', 'converting the referenced key locks it and the referencing table ACCESS EXCLUSIVE');
is(sq('uuidconv', q{SELECT pg_relation_filenode('accounts') = } . $before_pk{accounts}), 't', 'the key alone: no rewrite');
is(sq('uuidconv', q{SELECT atttypid::regtype FROM pg_attribute WHERE attrelid = 'orders'::regclass AND attname = 'account_id'}),
	'uuid', 'orders.account_id is still uuid');
fails('uuidconv', q{INSERT INTO orders (account_id, total) VALUES (gen_random_uuid(), 1)}, qr/violates foreign key constraint/,
	'uuid foreign key against a ulid key: a missing key');
is(sq('uuidconv', q{INSERT INTO orders (account_id, total) SELECT id, 7 FROM accounts WHERE name = 'v4 1' RETURNING total}), '7',
	'uuid foreign key against a ulid key: an existing key');
fails('uuidconv', q{DELETE FROM accounts WHERE name = 'v4 1'}, qr/is still referenced from table "orders"/,
	'uuid foreign key against a ulid key: deleting a referenced key');
my $ri_plan = q{SET enable_seqscan = off; EXPLAIN (COSTS OFF) SELECT 1 FROM orders WHERE '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid = account_id};
unlike(sq('uuidconv', $ri_plan), qr/Index Cond/, 'the foreign-key check of a ulid key cannot use the uuid index');
sq('uuidconv', 'ALTER TABLE orders ALTER COLUMN account_id TYPE ulid');
like(sq('uuidconv', $ri_plan), qr/Index Cond: \(account_id = /, 'with the referencing column converted, it can');

###########################################################################
# text
###########################################################################

# 20,000 sessions keyed by ULID text (100 of them in lower case), one bad id.
my $text_data = q{
INSERT INTO sessions
SELECT CASE WHEN g % 200 = 0 THEN lower(gen_ulid()::text) ELSE gen_ulid()::text END, jsonb_build_object('n', g)
FROM generate_series(1, 20000) g;
INSERT INTO sessions VALUES ('01ARZ3NDEKTSV4RRFFQ69G5FAU', '{"n": 0}');
};
my $text_fp = q{SELECT count(*) || ' ' || md5(string_agg(upper(id::text) || (data->>'n'), ',' ORDER BY upper(id::text) COLLATE "C")) FROM sessions};
my $size_sql = q{SELECT pg_total_relation_size('sessions')};

for my $db (qw(textone textbatch))
{
	$node->safe_psql('postgres', "CREATE DATABASE $db");
	$node->safe_psql($db, 'CREATE EXTENSION ulid');
	run_sql_block('text-schema', $db);
	sq($db, $text_data);
	fails($db, 'ALTER TABLE sessions ALTER COLUMN id TYPE ulid USING id::ulid',
		qr/invalid input syntax for type ulid: "01ARZ3NDEKTSV4RRFFQ69G5FAU"/, "$db: converting with one bad row");
	is(run_sql_block('text-find-bad', $db), '01ARZ3NDEKTSV4RRFFQ69G5FAU', "$db: ulid_is_valid() finds the bad row");
	is(sq($db, q{SELECT (SELECT count(*) FROM sessions_bad_ids) || ' ' || (SELECT count(*) FROM sessions)}), '1 20000',
		"$db: the bad row moved aside");
	sq($db, 'VACUUM ANALYZE sessions');
}

# In one statement.
my $fp_one = sq('textone', $text_fp);
my $size_text = sq('textone', $size_sql);
run_sql_block('text-one-statement', 'textone');
my $size_ulid = sq('textone', $size_sql);
is(sq('textone', $text_fp), $fp_one, 'one statement: the same ids (upper-case) and data');
is(sq('textone', q{SELECT atttypid::regtype FROM pg_attribute WHERE attrelid = 'sessions'::regclass AND attname = 'id'}), 'ulid',
	'one statement: id is ulid');
cmp_ok($size_ulid, '<', $size_text, 'one statement: smaller');
diag(sprintf('text -> ulid in one statement, 20,000 rows: pg_total_relation_size %d -> %d bytes (%.0f%% smaller)',
	$size_text, $size_ulid, 100 * (1 - $size_ulid / $size_text)));

# char(26), the same way.
is(sq('textone', q{CREATE TABLE fixed (id char(26) PRIMARY KEY);
	INSERT INTO fixed VALUES ('01ARZ3NDEKTSV4RRFFQ69G5FAV'), ('01arz3ndektsv4rrffq69g5faw');
	ALTER TABLE fixed ALTER COLUMN id TYPE ulid USING id::ulid;
	SELECT string_agg(id::text, ',' ORDER BY id) FROM fixed}), '01ARZ3NDEKTSV4RRFFQ69G5FAV,01ARZ3NDEKTSV4RRFFQ69G5FAW',
	'char(26) converts the same way');

# In batches, with rows inserted and updated between the steps (the trigger
# must give them their new id).
my $fp_batch_start = sq('textbatch', $text_fp);
my $size_batch_text = sq('textbatch', $size_sql);
run_sql_block('text-batch-column', 'textbatch');
sq('textbatch', q{INSERT INTO sessions VALUES (gen_ulid()::text, '{"n": 20001}')});
run_sql_block('text-batch-backfill', 'textbatch');
sq('textbatch', q{INSERT INTO sessions VALUES (lower(gen_ulid()::text), '{"n": 20002}')});
is(sq('textbatch', q{SELECT count(*) FILTER (WHERE id_new IS NULL) || ' ' || count(*) FILTER (WHERE id_new::text <> upper(id)) FROM sessions}),
	'0 0', 'batches: every row has its new id (backfill and trigger)');
run_sql_block('text-batch-check', 'textbatch');
my $filenode_swap = sq('textbatch', q{SELECT pg_relation_filenode('sessions')});
run_sql_block('text-batch-swap', 'textbatch');
is(sq('textbatch', q{SELECT pg_relation_filenode('sessions')}), $filenode_swap, 'batches: the swap does not rewrite the table');
is(sq('textbatch', q{SELECT string_agg(a.attname || ':' || format_type(a.atttypid, a.atttypmod), ',')
	FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
	WHERE i.indrelid = 'sessions'::regclass AND i.indisprimary}), 'id:ulid', 'batches: the primary key is the ulid id');
is(sq('textbatch', q{SELECT string_agg(attname, ',' ORDER BY attnum) FROM pg_attribute WHERE attrelid = 'sessions'::regclass
	AND attnum > 0 AND NOT attisdropped}), 'data,id', 'batches: columns data, id');
is(sq('textbatch', q{SELECT count(*) FROM sessions WHERE (data->>'n')::int <= 20000}) . ' '
	. sq('textbatch', q{SELECT md5(string_agg(id::text || (data->>'n'), ',' ORDER BY id::text COLLATE "C")) FROM sessions WHERE (data->>'n')::int <= 20000}),
	(split / /, $fp_batch_start)[0] . ' ' . (split / /, $fp_batch_start)[1], 'batches: the same ids and data');
fails('textbatch', q{INSERT INTO sessions (id) SELECT id FROM sessions LIMIT 1}, qr/duplicate key value violates unique constraint "sessions_pkey"/,
	'batches: the new primary key');
my $size_batch_swapped = sq('textbatch', $size_sql);
sq('textbatch', 'VACUUM FULL sessions');
my $size_batch_full = sq('textbatch', $size_sql);
cmp_ok($size_batch_full, '<', $size_batch_text, 'batches: smaller after VACUUM FULL');
diag(sprintf('text -> ulid in batches, 20,000 rows: %d bytes as text, %d after the swap, %d after VACUUM FULL',
	$size_batch_text, $size_batch_swapped, $size_batch_full));

# Every block of doc/migrating.md ran.
is(join(',', sort grep { !$ran{$_} } keys %block), '', 'every switching block of doc/migrating.md was run');

$node->stop;
done_testing();
