# Randomized bad input across the whole SQL surface of ulid.
#
# Mutates valid ULIDs, valid values of the other types of the extension
# (baseuid, ...), uuids, timestamps and byteas (inserted, deleted and
# replaced characters, case changes, Crockford aliases, multibyte and control
# characters, invalid UTF-8 where the database encoding allows it, ~1 MB
# strings, empty strings, NULL) and feeds every value to every way into or out
# of the type:
#   - the input function of every type of the extension, called directly
#     (ulid_in(cstring)), through an unknown literal ('...'::ulid), from
#     text and varchar, and inside an array literal ('{...}'::ulid[]);
#   - the binary receive function, through COPY ... (FORMAT binary);
#   - every cast in pg_cast whose source or target is a type of the extension;
#   - every function and aggregate of the extension (pg_depend) whose
#     arguments are all of a type we can generate (text, bytea, uuid,
#     timestamptz, timestamp, date, integers, numeric, ulid ...).
# Casts and functions are discovered from the catalogs, so those added later
# are covered without editing this file.
#
# Each call runs in its own subtransaction (PL/pgSQL BEGIN ... EXCEPTION) and
# must either succeed or fail with one of the SQLSTATEs allowed below.
# Arguments of other types (a uuid, a timestamptz) are converted first, in a
# separate subtransaction: when that conversion fails the case is not ours
# and is only counted as "skipped".  Successful text input must be the
# canonical form of the input (ulid: upper case, I/L -> 1, O -> 0, and for a
# uuid form what uuid input reads; baseuid: the input itself, as its text is
# case-sensitive and has no aliases) and successful binary input the bytes
# given (16 for ulid, 15 for baseuid).  Values of each type of the extension
# come from a pool of their own: for types other than ulid, made by its
# gen_random_<type>() and through its bytea cast, when it has them.
#
# The backend must survive: all calls run on one connection, whose backend pid
# must be the same after every target and at the end (a crash of any backend
# makes the postmaster kill all of them), and the server log, when it can be
# found, must show no crash.
#
# Runs once per database encoding (UTF8, SQL_ASCII, where any non-NUL byte
# is a character, and LATIN1), each in a fresh database of a node with the
# extension preloaded.  5,000 text cases per database; the other pools are
# sized from it.  The cases are drawn from a seed, new each run
# (ULID_TEST_SEED=N draws the same cases again; printed on a failure).
#
# One test per target and database, plus the survival checks.
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;

# The SQLSTATEs a call may fail with.  Everything else is a failure.
#   22P02 invalid_text_representation   (bad text: length, character, overflow)
#   22008 datetime_field_overflow       (timestamp out of the ULID range)
#   22023 invalid_parameter_value       (e.g. uuid::baseuid of a uuid not in
#                                        the BaseUID's UUIDv8 layout)
#   22001 string_data_right_truncation
#   22026 string_data_length_mismatch   (bytea::ulid of other than 16 bytes,
#                                        bytea::baseuid of other than 15,
#                                        raised by src/ulid.c)
#   54000 program_limit_exceeded        (monotonic overflow; huge inputs)
#   22003 numeric_value_out_of_range    (bigint::ulid_flake of a negative
#                                        bigint, raised by src/ulid_flake.c)
#   22021 character_not_in_repertoire   (encoding of the test input itself)
#   22P05 untranslatable_character      (encoding of the test input itself)
# Binary input (COPY ... FORMAT binary, i.e. the receive function) may also
# fail with PostgreSQL's own checks of the message buffer:
#   22P03 invalid_binary_representation (field longer than the type reads)
#   08P01 protocol_violation            ("insufficient data left in message")
my @allowed = qw(22P02 22008 22023 22001 22026 54000 22003 22021 22P05);
my @allowed_binary = qw(22P03 08P01);

my $seed = $ENV{ULID_TEST_SEED} // (int(rand(2**31)) + 1);
die "ULID_TEST_SEED must be a number\n" unless $seed =~ /^\d+$/;
my $cases = 5000;
my $deadline = $PostgreSQL::Test::Utils::timeout_default;

my $node = PostgreSQL::Test::Cluster->new('bad_input');
$node->init;
$node->append_conf('postgresql.conf', "shared_preload_libraries = 'ulid'\n");
$node->start;
my $log_offset = -s $node->logfile;

# Everything below runs in the test database, created fresh per encoding.
my $setup_sql = <<'SQL';
SET client_min_messages = warning;
SET TimeZone = 'UTC';
SET DateStyle = 'ISO, YMD';
SET IntervalStyle = 'postgres';
SET extra_float_digits = 3;
CREATE EXTENSION ulid;

CREATE TABLE bi_case (id serial PRIMARY KEY, pool text NOT NULL, val text, note text NOT NULL);
CREATE INDEX ON bi_case (pool, id);
CREATE TABLE bi_target (
	id serial PRIMARY KEY,
	name text NOT NULL,
	kind text NOT NULL,			-- expr | literal | copy
	expr text NOT NULL,			-- SELECT ... returning text; $1..$4 are text
	argtypes text[] NOT NULL,	-- type of each argument (for the conversion step)
	pools text[] NOT NULL,		-- where each argument comes from
	postcheck text,				-- on success: boolean expression of $1 (input) and $2 (result)
	allowed text NOT NULL		-- 'text' or 'binary': which SQLSTATE list applies
);
CREATE TABLE bi_result (target int, case_id int, sqlstate text, message text);
CREATE TABLE bi_allowed (list text, sqlstate text);

-- helpers --------------------------------------------------------------------

CREATE FUNCTION bi_rand(lo int, hi int) RETURNS int LANGUAGE sql AS
	$$ SELECT lo + floor(random() * (hi - lo + 1))::int $$;

CREATE FUNCTION bi_pick(a text[]) RETURNS text LANGUAGE sql AS
	$$ SELECT a[bi_rand(1, cardinality(a))] $$;

-- Non-ASCII characters, as UTF-8 bytes.  The database encoding decides what
-- they become: characters in UTF8, bytes (every one a character) in
-- SQL_ASCII, accented Latin letters in LATIN1.  Byte sequences the encoding
-- rejects are left out.
CREATE TABLE bi_weird (w text);
DO $$
DECLARE
	h text;
BEGIN
	FOREACH h IN ARRAY ARRAY[
		'c3a9',		-- é
		'c389',		-- É
		'e282ac',	-- €
		'f09d849e',	-- U+1D11E, 4 bytes
		'efbbbf',	-- BOM
		'c2a0',		-- no-break space
		'e2808b',	-- zero-width space
		'efbc90',	-- fullwidth 0
		'efbcaf',	-- fullwidth O
		'cebf',		-- Greek omicron (looks like o)
		'd09e',		-- Cyrillic O
		'c5bf',		-- long s (upper() gives S)
		'c4b1',		-- dotless i (upper() gives I)
		'e284aa',	-- Kelvin sign (lower() gives k)
		'c285',		-- NEL
		'e280ae',	-- right-to-left override
		'80', 'ff', 'fe', 'c3', 'e282', 'c0af', 'eda080', 'f4908080', 'c0', 'f8888080'	-- invalid UTF-8
	] LOOP
		BEGIN
			INSERT INTO bi_weird VALUES (convert_from(decode(h, 'hex'), 'SQL_ASCII'));
		EXCEPTION WHEN OTHERS THEN
			NULL;	-- not valid in this database encoding
		END;
	END LOOP;
END $$;

CREATE FUNCTION bi_weird_char() RETURNS text LANGUAGE plpgsql AS $$
DECLARE
	w text[] := ARRAY(SELECT w FROM bi_weird ORDER BY w);
	r int := bi_rand(0, 9);
BEGIN
	IF r <= 2 AND cardinality(w) > 0 THEN
		RETURN bi_pick(w);												-- multibyte / high bytes
	ELSIF r <= 4 THEN
		RETURN chr(bi_pick(ARRAY['1','2','7','8','9','10','11','12','13','27','31','127'])::int);	-- control
	ELSIF r <= 6 THEN
		RETURN bi_pick(ARRAY['I','i','L','l','O','o','U','u','8','9','Z','z','7','0']);	-- aliases, edges
	ELSIF r <= 8 THEN
		RETURN bi_pick(ARRAY[' ', '-', '_', '{', '}', ',', '"', '''', '\', '%', '*', '.', '+', ':', '@', '[', '`', '/', '=']);
	ELSE
		RETURN chr(bi_rand(33, 126));
	END IF;
END $$;

-- 1 to 4 random edits of s
CREATE FUNCTION bi_mutate(s text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
	n int := bi_rand(1, 4);
	p int;
	l int;
	c text;
BEGIN
	FOR i IN 1..n LOOP
		l := length(s);
		p := bi_rand(1, greatest(l, 1));
		CASE bi_rand(0, 13)
		WHEN 0 THEN s := overlay(s placing bi_weird_char() from p for 0);		-- insert
		WHEN 1 THEN s := overlay(s placing '' from p for 1);					-- delete
		WHEN 2 THEN s := overlay(s placing bi_weird_char() from p for 1);		-- replace
		WHEN 3 THEN s := overlay(s placing substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', bi_rand(1, 32), 1) from p for 1);
		WHEN 4 THEN																-- flip case
			c := substr(s, p, 1);
			s := overlay(s placing CASE WHEN c = upper(c) THEN lower(c) ELSE upper(c) END from p for 1);
		WHEN 5 THEN s := left(s, bi_rand(0, greatest(l - 1, 0)));				-- truncate
		WHEN 6 THEN s := s || substr(s, p, bi_rand(1, 4));						-- extend
		WHEN 7 THEN																-- whitespace around
			s := CASE bi_rand(0, 2) WHEN 0 THEN ' ' || s WHEN 1 THEN s || ' ' ELSE chr(9) || s || chr(10) END;
		WHEN 8 THEN s := overlay(s placing bi_pick(ARRAY['8','9','A','Z','z','V']) from 1 for 1);	-- overflow
		WHEN 9 THEN																-- swap neighbours
			IF p < l THEN s := overlay(s placing substr(s, p + 1, 1) || substr(s, p, 1) from p for 2); END IF;
		WHEN 10 THEN s := overlay(s placing (SELECT coalesce(bi_pick(ARRAY(SELECT w FROM bi_weird ORDER BY w)), 'x')) from p for 0);
		WHEN 11 THEN s := overlay(s placing chr(bi_rand(1, 31)) from p for 1);	-- control
		WHEN 12 THEN															-- ordered base64, and standard base64's + / =
			s := overlay(s placing substr('-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz+/=',
				bi_rand(1, 67), 1) from p for 1);
		ELSE s := overlay(s placing bi_pick(ARRAY['I','L','O','i','l','o','U','u']) from p for 1);	-- aliases
		END CASE;
	END LOOP;
	RETURN s;
END $$;

-- a short printable rendering of a case for messages
CREATE FUNCTION bi_show(v text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
	o text := '';
	c text;
BEGIN
	IF v IS NULL THEN RETURN 'NULL'; END IF;
	FOR i IN 1..least(length(v), 40) LOOP
		c := substr(v, i, 1);
		IF c = '\' THEN o := o || '\\';
		ELSIF ascii(c) BETWEEN 32 AND 126 THEN o := o || c;
		ELSE o := o || '\x' || encode(convert_to(c, current_setting('server_encoding')), 'hex'); END IF;
	END LOOP;
	IF length(v) > 40 THEN o := o || format('... (%s characters)', length(v)); END IF;
	RETURN '''' || o || '''';
END $$;

-- random 16 bytes as a uuid (deterministic after setseed)
CREATE FUNCTION bi_rand_uuid() RETURNS uuid LANGUAGE sql AS
	$$ SELECT md5(random()::text)::uuid $$;

-- the cases ------------------------------------------------------------------

CREATE FUNCTION bi_make_cases(ncases int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	valid text[] := ARRAY['01ARZ3NDEKTSV4RRFFQ69G5FAV', '01ARYZ6S41TSV4RRFFQ69G5FAV',
		'01GV5PA9EQG7D82Q3Y4PKBZSYV', '00000000000000000000000000', '7ZZZZZZZZZZZZZZZZZZZZZZZZZ',
		'01JQ4T8BHJR0A5YKX7SVTVX0YN'];
	base text;
	u uuid;
	nbytes int;
	ms bigint;
	ty record;
	tvalid text[];
	tv text;
	lens int[] := ARRAY(SELECT DISTINCT t.typlen::int FROM pg_type t
		JOIN pg_depend d ON d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e'
		JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'ulid'
		WHERE t.typtype = 'b' AND t.typlen > 0 ORDER BY 1);
	tsv text[] := ARRAY['1970-01-01 00:00:00+00', '1969-12-31 23:59:59.999999+00', '1970-01-01 00:00:00.0005+00',
		'10889-08-02 05:31:50.655+00', '10889-08-02 05:31:50.655999+00', '10889-08-02 05:31:50.656+00',
		'294276-12-31 23:59:59.999999+00', '4714-11-24 00:00:00+00 BC', 'infinity', '-infinity', 'epoch',
		'2016-07-30 23:54:10.259+00', '2025-03-01 12:00:00+14', '2025-03-01 12:00:00-12', 'allballs',
		'2000-02-29', '1970-01-01', '10889-08-02', '10889-08-03'];
BEGIN
	-- valid ULIDs: fixed ones and random ones (a uuid's bytes as a ulid)
	FOR i IN 1..40 LOOP
		valid := valid || (bi_rand_uuid()::ulid)::text;
	END LOOP;
	FOR i IN 1..ncases LOOP
		base := bi_pick(valid);
		INSERT INTO bi_case (pool, val, note) SELECT 'text', v, n FROM (SELECT
			CASE WHEN r < 5 THEN base
				WHEN r < 10 THEN lower(base)
				WHEN r < 14 THEN translate(base, '01', bi_pick(ARRAY['OI', 'oL', 'Ol', 'oi']))
				WHEN r < 75 THEN bi_mutate(base)
				WHEN r < 82 THEN bi_mutate(bi_rand_uuid()::text)
				WHEN r < 87 THEN bi_mutate(bi_pick(tsv))
				WHEN r < 97 THEN (SELECT string_agg(bi_weird_char(), '') FROM generate_series(1, bi_rand(0, 40)))
				WHEN r < 98 THEN ''
				ELSE NULL END AS v,
			CASE WHEN r < 14 THEN 'valid' WHEN r < 87 THEN 'mutated' WHEN r < 97 THEN 'random'
				WHEN r < 98 THEN 'empty' ELSE 'null' END AS n
			FROM (SELECT bi_rand(0, 99) AS r) x) y;
	END LOOP;
	-- huge strings, about 1 MB
	INSERT INTO bi_case (pool, val, note) VALUES
		('text', repeat('0', 1048576), 'huge'),
		('text', repeat('01ARZ3NDEKTSV4RRFFQ69G5FAV', 40330), 'huge'),
		('text', '01ARZ3NDEKTSV4RRFFQ69G5FAV' || repeat(' ', 1048576), 'huge'),
		('text', repeat(coalesce((SELECT min(w) FROM bi_weird), 'x'), 524288), 'huge'),
		('text', repeat(chr(1), 1048576), 'huge'),
		('text', repeat('Z', 1048575) || 'U', 'huge');

	-- uuids, in every accepted spelling, and mutated
	FOR i IN 1..greatest(ncases / 5, 10) LOOP
		u := CASE bi_rand(0, 9) WHEN 0 THEN '00000000-0000-0000-0000-000000000000'
			WHEN 1 THEN 'ffffffff-ffff-ffff-ffff-ffffffffffff' ELSE bi_rand_uuid() END;
		INSERT INTO bi_case (pool, val, note) VALUES ('uuid', CASE bi_rand(0, 7)
			WHEN 0 THEN upper(u::text) WHEN 1 THEN '{' || u::text || '}' WHEN 2 THEN replace(u::text, '-', '')
			WHEN 3 THEN u::text WHEN 7 THEN NULL ELSE bi_mutate(u::text) END, 'uuid');
	END LOOP;

	-- timestamps: edges, random values across and beyond the ULID range, mutated text
	INSERT INTO bi_case (pool, val, note) SELECT 'ts', t, 'edge' FROM unnest(tsv) t;
	INSERT INTO bi_case (pool, val, note) VALUES ('ts', NULL, 'null');
	FOR i IN 1..greatest(ncases / 5, 10) LOOP
		ms := CASE bi_rand(0, 3)
			WHEN 0 THEN floor(random() * 281474976710656)::bigint				-- in range
			WHEN 1 THEN floor((random() - 0.5) * 2 * 9223372036854)::bigint		-- anywhere in timestamptz
			WHEN 2 THEN 281474976710655 + bi_rand(-3, 3)						-- around the maximum
			ELSE bi_rand(-3, 3) END;											-- around the epoch
		INSERT INTO bi_case (pool, val, note) VALUES ('ts', CASE bi_rand(0, 4)
			WHEN 0 THEN bi_mutate(to_timestamp(ms / 1000.0)::text)
			ELSE (to_timestamp(ms / 1000.0) + make_interval(secs => bi_rand(0, 999) / 1e6))::text END, 'timestamp');
	END LOOP;

	-- byteas: random lengths (often 16), the bytes of valid ULIDs, mutated
	FOR i IN 1..greatest(ncases / 5, 10) LOOP
		nbytes := CASE bi_rand(0, 3) WHEN 0 THEN bi_rand(0, 40) WHEN 1 THEN bi_rand(14, 18)
			ELSE coalesce(bi_pick(lens::text[])::int, 16) END;
		INSERT INTO bi_case (pool, val, note) VALUES ('bytea', CASE bi_rand(0, 9)
			WHEN 0 THEN NULL
			WHEN 1 THEN (bi_pick(valid)::ulid::uuid::text)::text
			ELSE '\x' || coalesce((SELECT string_agg(lpad(to_hex(bi_rand(0, 255)), 2, '0'), '')
				FROM generate_series(1, nbytes)), '') END, 'bytea');
	END LOOP;
	UPDATE bi_case SET val = '\x' || replace(val, '-', '') WHERE pool = 'bytea' AND val LIKE '%-%';
	INSERT INTO bi_case (pool, val, note) VALUES ('bytea', '\x', 'empty'),
		('bytea', '\x' || repeat('ff', 1048576), 'huge');

	-- valid ulids, for casts and functions out of the type
	INSERT INTO bi_case (pool, val, note) SELECT 'ulid', v, 'valid' FROM unnest(valid) v;
	FOR i IN 1..greatest(ncases / 10, 10) LOOP
		INSERT INTO bi_case (pool, val, note) VALUES ('ulid', (bi_rand_uuid()::ulid)::text, 'random');
	END LOOP;
	INSERT INTO bi_case (pool, val, note) VALUES ('ulid', NULL, 'null');

	-- every other type of the extension: a pool of valid values (from
	-- gen_random_<type>() and through bytea::<type> of random, all-zero and
	-- all-one bytes, when the type has them), text cases mutated from them,
	-- and their uuid forms (through <type>::uuid) in the uuid pool
	FOR ty IN SELECT t.oid::regtype AS t, t.typname, t.typlen
		FROM pg_type t
		JOIN pg_depend d ON d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e'
		JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'ulid'
		WHERE t.typtype = 'b' AND t.typname <> 'ulid' ORDER BY t.oid
	LOOP
		tvalid := '{}';
		IF to_regprocedure(format('gen_random_%s()', ty.typname)) IS NOT NULL THEN
			EXECUTE format('SELECT array_agg(gen_random_%s()::text) FROM generate_series(1, 20)', ty.typname)
				INTO tvalid;
		END IF;
		IF ty.typlen > 0 AND EXISTS (SELECT 1 FROM pg_cast WHERE castsource = 'bytea'::regtype AND casttarget = ty.t) THEN
			FOR i IN 1..42 LOOP
				BEGIN
					EXECUTE format('SELECT ($1::bytea)::%s::text', ty.t) INTO tv USING
						CASE i WHEN 1 THEN '\x' || repeat('00', ty.typlen) WHEN 2 THEN '\x' || repeat('ff', ty.typlen)
						ELSE '\x' || (SELECT string_agg(lpad(to_hex(bi_rand(0, 255)), 2, '0'), '')
							FROM generate_series(1, ty.typlen)) END;
					tvalid := tvalid || tv;
				EXCEPTION WHEN OTHERS THEN
					NULL;	-- bytes that are no value of the type
				END;
			END LOOP;
		END IF;
		-- a type castable from bigint (ulid_flake): zero, the largest and random
		-- non-negative bigints
		IF EXISTS (SELECT 1 FROM pg_cast WHERE castsource = 'int8'::regtype AND casttarget = ty.t) THEN
			FOR i IN 1..42 LOOP
				BEGIN
					EXECUTE format('SELECT ($1::bigint)::%s::text', ty.t) INTO tv USING
						CASE i WHEN 1 THEN 0 WHEN 2 THEN 9223372036854775807
							ELSE (random() * 9223372036854775807)::bigint END;
					tvalid := tvalid || tv;
				EXCEPTION WHEN OTHERS THEN
					NULL;
				END;
			END LOOP;
		END IF;
		INSERT INTO bi_case (pool, val, note) SELECT ty.typname, x, 'valid' FROM unnest(tvalid) x;
		INSERT INTO bi_case (pool, val, note) VALUES (ty.typname, NULL, 'null');
		CONTINUE WHEN cardinality(tvalid) = 0;
		FOR i IN 1..greatest(ncases / 2, 10) LOOP
			base := bi_pick(tvalid);
			INSERT INTO bi_case (pool, val, note) SELECT 'text', x, n FROM (SELECT
				CASE WHEN r < 8 THEN base
					WHEN r < 12 THEN lower(base)
					WHEN r < 16 THEN upper(base)
					WHEN r < 90 THEN bi_mutate(base)
					ELSE repeat(base, bi_rand(2, 3)) END AS x,
				CASE WHEN r < 8 THEN 'valid' WHEN r < 90 THEN 'mutated' ELSE 'repeated' END AS n
				FROM (SELECT bi_rand(0, 99) AS r) y) z;
		END LOOP;
		INSERT INTO bi_case (pool, val, note) VALUES
			('text', repeat(tvalid[1], 1048576 / greatest(length(tvalid[1]), 1)), 'huge'),
			('text', tvalid[1] || repeat(' ', 1048576), 'huge');
		IF EXISTS (SELECT 1 FROM pg_cast WHERE castsource = ty.t AND casttarget = 'uuid'::regtype) THEN
			FOR i IN 1..least(cardinality(tvalid), 20) LOOP
				EXECUTE format('SELECT ($1::%s)::uuid::text', ty.t) INTO tv USING tvalid[i];
				INSERT INTO bi_case (pool, val, note) VALUES ('uuid', tv, ty.typname || '::uuid'),
					('uuid', bi_mutate(tv), 'mutated ' || ty.typname || '::uuid');
			END LOOP;
		END IF;
	END LOOP;

	-- numbers, booleans, intervals for other arguments of functions
	INSERT INTO bi_case (pool, val, note) SELECT 'int', v, 'edge' FROM unnest(ARRAY['0', '1', '-1', '2147483647',
		'-2147483648', '9223372036854775807', '-9223372036854775808', '281474976710655', '281474976710656',
		'32767', '-32768', NULL]) v;
	FOR i IN 1..50 LOOP
		INSERT INTO bi_case (pool, val, note) VALUES ('int', floor((random() - 0.5) * 2^bi_rand(1, 63))::numeric::text, 'random');
	END LOOP;
	INSERT INTO bi_case (pool, val, note) SELECT 'num', v, 'edge' FROM unnest(ARRAY['0', '-0', '1.5', '-1e308', '1e308',
		'NaN', 'Infinity', '-Infinity', '281474976710655.999', '1e-300', NULL]) v;
	INSERT INTO bi_case (pool, val, note) SELECT 'bool', v, 'edge' FROM unnest(ARRAY['true', 'false', NULL]) v;
	INSERT INTO bi_case (pool, val, note) SELECT 'interval', v, 'edge' FROM unnest(ARRAY['0', '1 millisecond',
		'-1 millisecond', '1 microsecond', '1000 years', '-100000 years', '178000000 years', '-178000000 years', NULL]) v;
END $$;

-- the targets ----------------------------------------------------------------

-- whether t is a type of the extension
CREATE FUNCTION bi_ext_type(t regtype) RETURNS boolean LANGUAGE sql AS $$
	SELECT EXISTS (SELECT 1 FROM pg_depend d JOIN pg_extension e ON e.oid = d.refobjid
		WHERE d.classid = 'pg_type'::regclass AND d.objid = t AND d.deptype = 'e' AND e.extname = 'ulid')
$$;

-- On success, what text input of a type of the extension must have given:
-- a boolean expression of $1 (the input) and $2 (the output), or NULL.
CREATE FUNCTION bi_canon(typname text) RETURNS text LANGUAGE sql AS $$
	SELECT CASE typname
		-- 26 characters: the ULID, case-folded with Crockford's aliases; any other
		-- accepted text must be a uuid form, checked against uuid's own parser
		WHEN 'ulid' THEN 'CASE WHEN length($1) = 26 THEN upper(translate($1, ''ILOilo'', ''110110'')) = $2 '
			'ELSE $1::uuid::ulid::text = $2 END'
		-- case-sensitive, no aliases: the input itself
		WHEN 'baseuid' THEN '$1 = $2'
		-- 13 characters, case-folded with Crockford's aliases
		WHEN 'ulid_flake' THEN 'length($1) = 13 AND upper(translate($1, ''ILOilo'', ''110110'')) = $2'
	END
$$;

-- On success, what binary input (COPY FORMAT binary) must have given: $1 is
-- the field as bytea text ('\x...'), $2 the value read, as text; or NULL.
CREATE FUNCTION bi_recv_check(typname text) RETURNS text LANGUAGE sql AS $$
	SELECT CASE typname
		WHEN 'ulid' THEN 'length(decode(substr($1, 3), ''hex'')) = 16 AND $2::ulid::uuid = encode(decode(substr($1, 3), ''hex''), ''hex'')::uuid'
		WHEN 'baseuid' THEN 'length(decode(substr($1, 3), ''hex'')) = 15 AND $2::baseuid::bytea = decode(substr($1, 3), ''hex'')'
		-- bigint's 8 bytes, sign bit clear
		WHEN 'ulid_flake' THEN 'length(decode(substr($1, 3), ''hex'')) = 8 AND get_byte(decode(substr($1, 3), ''hex''), 0) < 128 '
			'AND $2::ulid_flake::bigint = (''x'' || substr($1, 3))::bit(64)::bigint'
	END
$$;

-- which pool feeds an argument of this type, NULL if none
CREATE FUNCTION bi_pool_for(t regtype) RETURNS text LANGUAGE sql AS $$
	SELECT CASE
		WHEN bi_ext_type(t) THEN (SELECT typname::text FROM pg_type WHERE oid = t)
		WHEN t IN ('text'::regtype, 'varchar'::regtype, 'name'::regtype, 'cstring'::regtype, 'unknown'::regtype) THEN 'text'
		WHEN t = 'uuid'::regtype THEN 'uuid'
		WHEN t IN ('timestamptz'::regtype, 'timestamp'::regtype, 'date'::regtype) THEN 'ts'
		WHEN t = 'bytea'::regtype THEN 'bytea'
		WHEN t IN ('int2'::regtype, 'int4'::regtype, 'int8'::regtype) THEN 'int'
		WHEN t IN ('float4'::regtype, 'float8'::regtype, 'numeric'::regtype) THEN 'num'
		WHEN t = 'bool'::regtype THEN 'bool'
		WHEN t = 'interval'::regtype THEN 'interval'
	END
$$;

CREATE FUNCTION bi_make_targets() RETURNS SETOF text LANGUAGE plpgsql AS $$
DECLARE
	ty record;
	ca record;
	fn record;
	canon text;
	pools text[];
	call text;
	missing text;
BEGIN
	-- every base type of the extension: input, output, binary receive
	FOR ty IN SELECT t.oid::regtype AS t, t.typinput::regproc AS input, t.typname,
			p.pronargs AS input_nargs, t.typreceive <> 0 AS has_recv, t.typarray <> 0 AS has_array
		FROM pg_type t
		JOIN pg_depend d ON d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e'
		JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'ulid'
		JOIN pg_proc p ON p.oid = t.typinput
		WHERE t.typtype = 'b' ORDER BY t.oid
	LOOP
		canon := bi_canon(ty.typname);
		INSERT INTO bi_target (name, kind, expr, argtypes, pools, postcheck, allowed) VALUES
			(format('%s(cstring) (input function)', ty.input), 'expr',
				CASE WHEN ty.input_nargs = 1 THEN format('SELECT %s($1::text::cstring)::text', ty.input)
				ELSE format('SELECT %s($1::text::cstring, %s, -1)::text', ty.input, ty.t::oid) END,
				'{text}', '{text}', canon, 'text'),
			(format('unknown literal -> %s', ty.t), 'literal', format('SELECT %%s::%s::text', ty.t),
				'{text}', '{text}', canon, 'text'),
			(format('text -> %s', ty.t), 'expr', format('SELECT ($1::text)::%s::text', ty.t),
				'{text}', '{text}', canon, 'text'),
			(format('varchar -> %s', ty.t), 'expr', format('SELECT ($1::varchar)::%s::text', ty.t),
				'{text}', '{text}', canon, 'text'),
			(format('%s -> text (output)', ty.t), 'expr', format('SELECT ($1::text::%s)::text', ty.t),
				'{text}', ARRAY[ty.typname::text], '$1 = $2', 'text');
		IF ty.has_array THEN
			INSERT INTO bi_target (name, kind, expr, argtypes, pools, postcheck, allowed) VALUES
				(format('array literal -> %s[]', ty.t), 'expr', format('SELECT (''{'' || $1::text || ''}'')::%s[]::text', ty.t),
					'{text}', '{text}', NULL, 'text');
		END IF;
		IF ty.has_recv AND (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
			EXECUTE format('CREATE TABLE %I (v %s)', 'bi_recv_' || ty.typname, ty.t);
			INSERT INTO bi_target (name, kind, expr, argtypes, pools, postcheck, allowed) VALUES
				(format('bytea -> %s (binary COPY, receive function)', ty.t), 'copy', 'bi_recv_' || ty.typname,
					'{bytea}', '{bytea}', bi_recv_check(ty.typname), 'binary');
		ELSIF ty.has_recv THEN
			RETURN NEXT format('skipped binary COPY into %s: needs a superuser (lo_export, COPY FROM file)', ty.t);
		END IF;
		-- PostgreSQL 16+: soft errors
		IF to_regproc('pg_catalog.pg_input_is_valid') IS NOT NULL THEN
			INSERT INTO bi_target (name, kind, expr, argtypes, pools, postcheck, allowed) VALUES
				(format('pg_input_is_valid(text, %L)', ty.typname), 'expr',
					format('SELECT pg_input_is_valid($1::text, %L)::text', ty.typname),
					'{text}', '{text}', NULL, 'text'),
				(format('pg_input_error_info(text, %L)', ty.typname), 'expr',
					format('SELECT (SELECT sql_error_code FROM pg_input_error_info($1::text, %L))', ty.typname),
					'{text}', '{text}', '$2 IS NULL OR $2 = ''22P02''', 'text');
		END IF;
	END LOOP;

	-- every cast into or out of a type of the extension
	FOR ca IN SELECT c.castsource::regtype AS s, c.casttarget::regtype AS t, c.castmethod,
			bi_pool_for(c.castsource) AS pool
		FROM pg_cast c
		WHERE bi_ext_type(c.castsource) OR bi_ext_type(c.casttarget)
		ORDER BY c.castsource::regtype::text, c.casttarget::regtype::text
	LOOP
		IF ca.pool IS NULL THEN
			RETURN NEXT format('NOT COVERED: cast %s -> %s (no generator for %s)', ca.s, ca.t, ca.s);
			CONTINUE;
		END IF;
		INSERT INTO bi_target (name, kind, expr, argtypes, pools, postcheck, allowed) VALUES
			(format('cast %s -> %s (%s)', ca.s, ca.t,
				CASE ca.castmethod WHEN 'b' THEN 'binary-coercible' WHEN 'f' THEN 'function' ELSE 'I/O' END),
				'expr', format('SELECT CAST($1::text::%s AS %s)::text', ca.s, ca.t), ARRAY[ca.s::text], ARRAY[ca.pool],
				-- text input, by cast or I/O, must give the canonical form
				CASE WHEN bi_ext_type(ca.t) AND ca.pool = 'text'
					THEN bi_canon((SELECT typname::text FROM pg_type WHERE oid = ca.t)) END, 'text');
	END LOOP;

	-- every function and aggregate of the extension with arguments
	FOR fn IN SELECT p.oid, p.oid::regprocedure AS sig, p.prokind, p.proretset,
			p.proargtypes::regtype[] AS args, p.pronargs
		FROM pg_proc p
		JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
		JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'ulid'
		WHERE p.pronargs > 0 AND p.prokind IN ('f', 'a')
		ORDER BY p.oid::regprocedure::text
	LOOP
		SELECT array_agg(bi_pool_for(a) ORDER BY o), string_agg(a::text, ', ') FILTER (WHERE bi_pool_for(a) IS NULL)
			INTO pools, missing
			FROM unnest(fn.args) WITH ORDINALITY AS x(a, o);
		IF missing IS NOT NULL THEN
			-- internal/cstring arguments are type or index support, covered above
			IF NOT string_to_array(missing, ', ') <@ ARRAY['internal', 'cstring'] THEN
				RETURN NEXT format('NOT COVERED: %s (no generator for %s)', fn.sig, missing);
			END IF;
			CONTINUE;
		END IF;
		IF fn.pronargs > 4 THEN
			RETURN NEXT format('NOT COVERED: %s (more than 4 arguments)', fn.sig);
			CONTINUE;
		END IF;
		call := format('%s(%s)', fn.oid::regproc,
			(SELECT string_agg(format('$%s::text::%s', o, a), ', ' ORDER BY o) FROM unnest(fn.args) WITH ORDINALITY AS x(a, o)));
		INSERT INTO bi_target (name, kind, expr, argtypes, pools, postcheck, allowed) VALUES
			(format('%s %s', CASE fn.prokind WHEN 'a' THEN 'aggregate' ELSE 'function' END, fn.sig), 'expr',
				CASE WHEN fn.proretset THEN format('SELECT count(*)::text FROM %s', call)
				ELSE format('SELECT %s::text', call) END,
				(SELECT array_agg(a::text ORDER BY o) FROM unnest(fn.args) WITH ORDINALITY AS x(a, o)),
				pools, NULL, 'text');
	END LOOP;

	RETURN;
END $$;

-- run one target over its pool -----------------------------------------------

CREATE FUNCTION bi_copy_file(payload bytea) RETURNS bytea LANGUAGE sql AS $$
	-- a binary COPY file of one row with one field
	SELECT '\x5047434f50590aff0d0a00'::bytea	-- signature
		|| '\x00000000'::bytea || '\x00000000'::bytea	-- flags, header extension
		|| '\x0001'::bytea							-- 1 field
		|| CASE WHEN payload IS NULL THEN '\xffffffff'::bytea
			ELSE int4send(length(payload)) || payload END
		|| '\xffff'::bytea							-- trailer
$$;

CREATE PROCEDURE bi_run(tid int) LANGUAGE plpgsql AS $$
DECLARE
	t bi_target;
	c record;
	args text[];
	res text;
	st text;
	msg text;
	good boolean;
	npool int[];
	copyfile text := current_setting('data_directory') || '/bi_copy_' || pg_backend_pid() || '.bin';
	lo oid;
BEGIN
	SELECT * INTO t FROM bi_target WHERE id = tid;
	npool := ARRAY(SELECT (SELECT count(*) FROM bi_case WHERE pool = p)::int FROM unnest(t.pools) p);
	FOR c IN SELECT id, val FROM bi_case WHERE pool = t.pools[1] ORDER BY id LOOP
		args := ARRAY[c.val];
		FOR i IN 2..cardinality(t.pools) LOOP
			args := args || (SELECT val FROM bi_case WHERE pool = t.pools[i] ORDER BY id
				OFFSET bi_rand(0, npool[i] - 1) LIMIT 1);
		END LOOP;
		-- 1. the arguments must be valid values of their types (not our code)
		BEGIN
			FOR i IN 1..cardinality(args) LOOP
				IF args[i] IS NOT NULL AND t.argtypes[i] NOT IN ('text', 'cstring', 'unknown') THEN
					EXECUTE format('SELECT $1::%s', t.argtypes[i]) USING args[i];
				END IF;
			END LOOP;
		EXCEPTION WHEN OTHERS THEN
			INSERT INTO bi_result VALUES (tid, c.id, 'skip', NULL);
			CONTINUE;
		END;
		IF t.kind = 'copy' THEN
			lo := lo_from_bytea(0, bi_copy_file(args[1]::bytea));
			PERFORM lo_export(lo, copyfile);
			PERFORM lo_unlink(lo);
		END IF;
		-- 2. the call
		res := NULL;
		msg := NULL;
		BEGIN
			IF t.kind = 'literal' THEN
				EXECUTE format(t.expr, quote_nullable(args[1])) INTO res;
			ELSIF t.kind = 'copy' THEN
				EXECUTE format('TRUNCATE %I', t.expr);
				EXECUTE format('COPY %I FROM %L (FORMAT binary)', t.expr, copyfile);
				EXECUTE format('SELECT v::text FROM %I', t.expr) INTO res;
			ELSE
				EXECUTE t.expr INTO res USING args[1], args[2], args[3], args[4];
			END IF;
			st := '00000';
		EXCEPTION WHEN OTHERS THEN
			GET STACKED DIAGNOSTICS st = RETURNED_SQLSTATE, msg = MESSAGE_TEXT;
		END;
		-- 3. what a success returned must be right
		IF st = '00000' AND t.postcheck IS NOT NULL AND args[1] IS NOT NULL THEN
			BEGIN
				EXECUTE 'SELECT coalesce((' || t.postcheck || '), false)' INTO good USING args[1], res;
			EXCEPTION WHEN OTHERS THEN
				good := false;
			END;
			IF NOT good THEN
				st := 'WRONG';
				msg := format('accepted, but returned %s', bi_show(res));
			END IF;
		ELSIF st = '00000' AND args[1] IS NULL AND t.postcheck IS NOT NULL AND res IS NOT NULL THEN
			st := 'WRONG';
			msg := format('NULL in, %s out', bi_show(res));
		END IF;
		INSERT INTO bi_result VALUES (tid, c.id, st, left(msg, 300));
	END LOOP;
END $$;
SQL

my $total_cases = 0;
for my $enc (qw(UTF8 SQL_ASCII LATIN1))
{
	my $db = 'ulid_bad_input_' . lc $enc;
	$node->safe_psql('postgres', "CREATE DATABASE $db TEMPLATE template0 ENCODING '$enc' LOCALE 'C'");
	my $start = time;
	my ($rc, $out, $err) = $node->psql($db, $setup_sql . qq{
INSERT INTO bi_allowed SELECT 'text', unnest(string_to_array('@allowed', ' '));
INSERT INTO bi_allowed SELECT 'binary', unnest(string_to_array('@allowed @allowed_binary', ' '));
SELECT setseed(($seed % 1000000) / 1000000.0);
SELECT bi_make_cases($cases);
SELECT 'note: ' || m FROM bi_make_targets() m;
}, timeout => 4 * $deadline);
	if ($rc != 0)
	{
		fail("[$enc] generating cases and targets");
		diag "$out\n$err";
		next;
	}
	note "[$enc] $_" for grep { /\S/ } split /\n/, $out;
	unlike($out, qr/NOT COVERED/, "[$enc] every cast and function of the extension is covered");
	my $ncases = $node->safe_psql($db, 'SELECT count(*) FROM bi_case');
	$total_cases += $ncases;
	my @targets = split /\n/, $node->safe_psql($db, 'SELECT id FROM bi_target ORDER BY id');

	# One connection for all targets: after each, its backend must still be
	# the same process and answer SELECT 1.  If the backend dies, wait for
	# the server to recover, note the target that killed it, and go on with
	# the next one on a new connection.
	my @remaining = @targets;
	my (@crashed, @pids);
	while (@remaining)
	{
		my $script = "SET TimeZone = 'UTC'; SET DateStyle = 'ISO, YMD'; SET client_min_messages = warning;
SELECT setseed(($seed % 1000000) / 1000000.0 / 2);
SELECT 'pid', pg_backend_pid();";
		$script .= "\nCALL bi_run($_);\nSELECT 'alive', $_, pg_backend_pid(), 1;" for @remaining;
		my ($rc, $runout, $runerr) = $node->psql($db, $script, extra_params => [ '-F', ' ' ], timeout => 8 * $deadline);
		my ($pid) = $runout =~ /^pid (\d+)$/m;
		$pid //= '?';
		push @pids, $pid;
		my %done = map { $_ => 1 } ($runout =~ /^alive (\d+) \Q$pid\E 1$/mg);
		my @next = grep { !$done{$_} } @remaining;
		last if $rc == 0 && !@next;
		diag join("\n", (split /\n/, $runerr)[-8 .. -1]) if $runerr;
		# the first target without an answer killed the backend
		$node->poll_query_until('postgres', 'SELECT 1') or diag 'the server did not accept connections after the crash';
		push @crashed, $next[0] // '?';
		@remaining = @next[ 1 .. $#next ];
	}
	if (!@crashed)
	{
		pass("[$enc] backend $pids[0] survived all " . scalar(@targets) . ' targets (same process, SELECT 1 after each)');
	}
	else
	{
		my $names = $node->safe_psql($db, "SELECT string_agg(name, '; ' ORDER BY id) FROM bi_target
			WHERE id::text = ANY (string_to_array('@crashed', ' '))");
		fail("[$enc] backend survived: it died " . scalar(@crashed) . " time(s), during: $names");
	}

	# One test per target: every call succeeded or failed with an allowed SQLSTATE.
	my $report = $node->safe_psql($db, q{
SELECT t.id, t.name,
	count(r.*) FILTER (WHERE r.sqlstate <> 'skip'),
	count(r.*) FILTER (WHERE r.sqlstate = 'skip'),
	coalesce(string_agg(DISTINCT r.sqlstate, ' ') FILTER (WHERE r.sqlstate <> 'skip'), '-'),
	count(r.*) FILTER (WHERE r.sqlstate <> 'skip' AND r.sqlstate <> '00000'
		AND r.sqlstate NOT IN (SELECT sqlstate FROM bi_allowed a WHERE a.list = t.allowed))
FROM bi_target t LEFT JOIN bi_result r ON r.target = t.id
GROUP BY t.id, t.name ORDER BY t.id}, timeout => $deadline);
	my %crashed = map { $_ => 1 } @crashed;
	for my $line (split /\n/, $report)
	{
		my ($id, $name, $calls, $skipped, $states, $bad) = split /\|/, $line;
		my $detail = "$calls calls ($states)";
		$detail .= ", $skipped skipped (argument not a valid value of its type)" if $skipped;
		if ($crashed{$id}) { fail("[$enc] $name: the backend crashed"); }
		elsif (!$calls) { fail("[$enc] $name: no call was made"); }
		elsif (!$bad) { pass("[$enc] $name: $detail"); }
		else
		{
			fail("[$enc] $name: $detail, $bad unexpected:");
			diag $node->safe_psql($db, qq{
				SELECT '    ' || r.sqlstate || ' ' || bi_show(c.val) || ': ' || coalesce(r.message, '')
				FROM bi_result r JOIN bi_case c ON c.id = r.case_id JOIN bi_target t ON t.id = r.target
				WHERE r.target = $id AND r.sqlstate NOT IN ('skip', '00000')
					AND r.sqlstate NOT IN (SELECT sqlstate FROM bi_allowed a WHERE a.list = t.allowed)
				ORDER BY r.case_id LIMIT 8});
		}
	}
	note "[$enc] $ncases cases, " . scalar(@targets) . ' targets, ' . (time - $start) . 's';
	$node->safe_psql('postgres', "DROP DATABASE $db");
}

# The server log must show no crash since the start.
my $log = slurp_file($node->logfile, $log_offset);
my @crash = grep { /terminated by signal|TRAP:|terminating any other active server processes|was terminated by exception|exited with exit code [1-9]|PANIC:|all server processes terminated/ }
  split /\n/, $log;
ok(!@crash, 'server log: no crash') or diag join("\n", @crash[ 0 .. ($#crash < 4 ? $#crash : 4) ]);
note "$total_cases cases";
diag "random seed $seed: ULID_TEST_SEED=$seed draws the same cases again" unless Test::More->builder->is_passing;

$node->stop;
done_testing();
