-- ulid_managed.sql: the managed edition of ulid, in SQL and PL/pgSQL only.
--
-- For PostgreSQL 13 and later where C extensions cannot be loaded (managed
-- services).  Read doc/managed.md first.  In short:
--
--   * `ulid` here is a DOMAIN over uuid: the column stores the same 16 bytes
--     as the native ulid type, but its text form is uuid's.  id::text and
--     SELECT id show 01890a5d-ac96-774b-bcce-b302099a8057, not the 26
--     Crockford characters: write ulid_to_text(id) to show a ULID, and
--     ulid_from_text('01H455VB4PEX5VSKNK084SN02Q') to accept one.
--   * Every function returns exactly what the native extension's function of
--     the same name returns, and raises the same errors (SQLSTATE, message,
--     detail, hint) -- test/managed/run compares them on >100,000 values.
--
-- Install into a schema of your choice, as the owner of the database (no
-- superuser needed): the objects are created in the first schema of the
-- search_path, for example
--
--   psql -v ON_ERROR_STOP=1 -c 'CREATE SCHEMA ulid_managed' \
--        -c 'SET search_path = ulid_managed' -f ulid_managed.sql
--
-- or as the pg_tle extension ulid_managed (ulid_managed_pgtle.sql).  The file
-- can be run again over an earlier version: it replaces the functions in
-- place (CREATE OR REPLACE), so it is also its own update script.
--
-- Rules this file keeps (so that it runs unchanged as a psql script and as a
-- pg_tle extension script, in any schema):
--   * no psql meta-commands, no schema names of its own: every object is
--     created in the current schema, and no function body names another
--     function of this file (a body is resolved with the caller's
--     search_path, which need not contain this schema);
--   * every built-in function and type is qualified with pg_catalog;
--   * the random bits come from gen_random_uuid() (a CSPRNG, in core since
--     PostgreSQL 13);
--   * nothing newer than PostgreSQL 13.

-- The type: every 16 bytes are a ULID (48-bit Unix-millisecond timestamp,
-- 80 random bits, big-endian), so the domain has no CHECK constraint (and a
-- domain without constraints keeps uuid's speed: nothing is checked on
-- insert, and ALTER COLUMN ... TYPE to the native ulid needs no rewrite).
DO $do$
BEGIN
	IF pg_catalog.to_regtype(pg_catalog.quote_ident(pg_catalog.current_schema()) || '.ulid') IS NULL THEN
		CREATE DOMAIN ulid AS pg_catalog.uuid;
	END IF;
END
$do$;
COMMENT ON DOMAIN ulid IS
	'ULID (managed edition): the same 16 bytes as the native ulid type, stored as a uuid; its text is uuid''s: use ulid_to_text() and ulid_from_text() for the 26-character form';

--
-- Generators
--

CREATE OR REPLACE FUNCTION gen_random_ulid() RETURNS ulid
LANGUAGE plpgsql VOLATILE STRICT PARALLEL SAFE AS $fn$
DECLARE
	ts pg_catalog.timestamptz := pg_catalog.clock_timestamp();
	iv pg_catalog.interval;
	r pg_catalog.text := pg_catalog.gen_random_uuid()::pg_catalog.text;
BEGIN
	IF ts < '1970-01-01 00:00:00+00' OR ts >= '10889-08-02 05:31:50.656+00' THEN
		RAISE EXCEPTION USING ERRCODE = '22008',
			MESSAGE = 'system clock is outside the range of ULID timestamps';
	END IF;
	iv := ts - '1970-01-01 00:00:00+00'::pg_catalog.timestamptz;
	-- milliseconds since 1970 (floor), exact: the interval's whole days,
	-- hours, minutes and microseconds, each exact in a double
	-- 80 random bits: bytes 0-5 and 10-13 of a version 4 uuid (never its
	-- version or variant bits)
	RETURN (pg_catalog.lpad(pg_catalog.to_hex(
			pg_catalog.date_part('day', iv)::pg_catalog.int8 * 86400000
			+ pg_catalog.date_part('hour', iv)::pg_catalog.int8 * 3600000
			+ pg_catalog.date_part('minute', iv)::pg_catalog.int8 * 60000
			+ pg_catalog.floor(pg_catalog.date_part('microseconds', iv) / 1000)::pg_catalog.int8), 12, '0')
		|| pg_catalog.substr(r, 1, 8) || pg_catalog.substr(r, 10, 4) || pg_catalog.substr(r, 25, 8))::pg_catalog.uuid;
END
$fn$;
COMMENT ON FUNCTION gen_random_ulid() IS
	'a new ULID for the current time with 80 fresh random bits (not monotonic)';

-- gen_ulid(): monotonic within the session, as the native one: in the same
-- millisecond as the previous id (or when the clock went backwards) the
-- previous id + 1, in a new millisecond fresh random bits.  The previous id
-- is kept in the session's custom setting ulid_managed.gen_ulid (no table, no
-- lock).  Unlike the native state, a setting follows transactions: after a
-- ROLLBACK (to a savepoint, or of the transaction) it is back to its value
-- before, so the ids of the rolled-back work can be handed out again within
-- the same millisecond.  SET and set_config() are refused in parallel mode,
-- hence PARALLEL UNSAFE (the native one is RESTRICTED).
CREATE OR REPLACE FUNCTION gen_ulid() RETURNS ulid
LANGUAGE plpgsql VOLATILE STRICT PARALLEL UNSAFE AS $fn$
DECLARE
	ts pg_catalog.timestamptz := pg_catalog.clock_timestamp();
	iv pg_catalog.interval;
	ms pg_catalog.int8;
	last pg_catalog.text := pg_catalog.current_setting('ulid_managed.gen_ulid', true);
	r pg_catalog.text;
	hi pg_catalog.int8;
	lo pg_catalog.int8;
	id pg_catalog.text;
BEGIN
	IF ts < '1970-01-01 00:00:00+00' OR ts >= '10889-08-02 05:31:50.656+00' THEN
		RAISE EXCEPTION USING ERRCODE = '22008',
			MESSAGE = 'system clock is outside the range of ULID timestamps';
	END IF;
	iv := ts - '1970-01-01 00:00:00+00'::pg_catalog.timestamptz;
	ms := pg_catalog.date_part('day', iv)::pg_catalog.int8 * 86400000
		+ pg_catalog.date_part('hour', iv)::pg_catalog.int8 * 3600000
		+ pg_catalog.date_part('minute', iv)::pg_catalog.int8 * 60000
		+ pg_catalog.floor(pg_catalog.date_part('microseconds', iv) / 1000)::pg_catalog.int8;
	IF last IS NULL OR pg_catalog.length(last) <> 32
			OR ms > ('x' || pg_catalog.substr(last, 1, 12))::pg_catalog.bit(48)::pg_catalog.int8 THEN
		r := pg_catalog.gen_random_uuid()::pg_catalog.text;
		id := pg_catalog.lpad(pg_catalog.to_hex(ms), 12, '0')
			|| pg_catalog.substr(r, 1, 8) || pg_catalog.substr(r, 10, 4) || pg_catalog.substr(r, 25, 8);
	ELSE
		-- the previous id + 1: its 80-bit random part as two 40-bit halves
		hi := ('x' || pg_catalog.substr(last, 13, 10))::pg_catalog.bit(40)::pg_catalog.int8;
		lo := ('x' || pg_catalog.substr(last, 23, 10))::pg_catalog.bit(40)::pg_catalog.int8 + 1;
		IF lo = 1099511627776 THEN
			lo := 0;
			hi := hi + 1;
			IF hi = 1099511627776 THEN
				RAISE EXCEPTION USING ERRCODE = '54000',
					MESSAGE = 'monotonic ULID overflow',
					DETAIL = 'The 80-bit random part cannot be incremented further within this millisecond.',
					HINT = 'Retry in the next millisecond.';
			END IF;
		END IF;
		id := pg_catalog.substr(last, 1, 12)
			|| pg_catalog.lpad(pg_catalog.to_hex(hi), 10, '0') || pg_catalog.lpad(pg_catalog.to_hex(lo), 10, '0');
	END IF;
	last := pg_catalog.set_config('ulid_managed.gen_ulid', id, false);
	RETURN id::pg_catalog.uuid;
END
$fn$;
COMMENT ON FUNCTION gen_ulid() IS
	'a new ULID for the current time, strictly greater than the previous one generated by this session (state in the setting ulid_managed.gen_ulid, which a ROLLBACK restores)';

CREATE OR REPLACE FUNCTION gen_ulid(at pg_catalog.timestamptz) RETURNS ulid
LANGUAGE plpgsql VOLATILE STRICT PARALLEL SAFE AS $fn$
DECLARE
	iv pg_catalog.interval;
	r pg_catalog.text := pg_catalog.gen_random_uuid()::pg_catalog.text;
BEGIN
	IF NOT pg_catalog.isfinite(at) OR at < '1970-01-01 00:00:00+00' OR at >= '10889-08-02 05:31:50.656+00' THEN
		RAISE EXCEPTION USING ERRCODE = '22008',
			MESSAGE = 'timestamp out of range for type ulid',
			DETAIL = CASE WHEN pg_catalog.isfinite(at)
				THEN 'ULID timestamps range from 1970-01-01 00:00:00+00 to 10889-08-02 05:31:50.655+00.'
				ELSE 'An infinite timestamp has no ULID.' END;
	END IF;
	iv := at - '1970-01-01 00:00:00+00'::pg_catalog.timestamptz;
	RETURN (pg_catalog.lpad(pg_catalog.to_hex(
			pg_catalog.date_part('day', iv)::pg_catalog.int8 * 86400000
			+ pg_catalog.date_part('hour', iv)::pg_catalog.int8 * 3600000
			+ pg_catalog.date_part('minute', iv)::pg_catalog.int8 * 60000
			+ pg_catalog.floor(pg_catalog.date_part('microseconds', iv) / 1000)::pg_catalog.int8), 12, '0')
		|| pg_catalog.substr(r, 1, 8) || pg_catalog.substr(r, 10, 4) || pg_catalog.substr(r, 25, 8))::pg_catalog.uuid;
END
$fn$;
COMMENT ON FUNCTION gen_ulid(pg_catalog.timestamptz) IS
	'a new ULID for the given time (to the millisecond) with 80 fresh random bits';

--
-- Time: the timestamp inside a ULID, and the ULIDs bounding a millisecond.
-- Sub-millisecond parts are truncated toward the past.  The arithmetic is
-- exact over the whole range (whole seconds and milliseconds apart, so no
-- double rounding), and immutable (timestamp arithmetic, read as UTC).
--

CREATE OR REPLACE FUNCTION ulid_to_timestamp(id ulid) RETURNS pg_catalog.timestamp
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
	SELECT '1970-01-01 00:00:00'::pg_catalog.timestamp
		+ (('x' || pg_catalog.substr(pg_catalog.encode(pg_catalog.uuid_send(id), 'hex'), 1, 12))::pg_catalog.bit(48)::pg_catalog.int8 / 1000)
			* '1 second'::pg_catalog.interval
		+ (('x' || pg_catalog.substr(pg_catalog.encode(pg_catalog.uuid_send(id), 'hex'), 1, 12))::pg_catalog.bit(48)::pg_catalog.int8 % 1000)
			* '1 millisecond'::pg_catalog.interval
$fn$;
COMMENT ON FUNCTION ulid_to_timestamp(ulid) IS
	'the creation time of a ULID as a timestamp in UTC';

CREATE OR REPLACE FUNCTION ulid_timestamp(id ulid) RETURNS pg_catalog.timestamptz
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
	SELECT pg_catalog.timezone('UTC', '1970-01-01 00:00:00'::pg_catalog.timestamp
		+ (('x' || pg_catalog.substr(pg_catalog.encode(pg_catalog.uuid_send(id), 'hex'), 1, 12))::pg_catalog.bit(48)::pg_catalog.int8 / 1000)
			* '1 second'::pg_catalog.interval
		+ (('x' || pg_catalog.substr(pg_catalog.encode(pg_catalog.uuid_send(id), 'hex'), 1, 12))::pg_catalog.bit(48)::pg_catalog.int8 % 1000)
			* '1 millisecond'::pg_catalog.interval)
$fn$;
COMMENT ON FUNCTION ulid_timestamp(ulid) IS
	'the creation time of a ULID (its 48-bit millisecond timestamp)';

CREATE OR REPLACE FUNCTION ulid_partition_time(id ulid) RETURNS pg_catalog.timestamptz
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
	SELECT pg_catalog.timezone('UTC', '1970-01-01 00:00:00'::pg_catalog.timestamp
		+ (('x' || pg_catalog.substr(pg_catalog.encode(pg_catalog.uuid_send(id), 'hex'), 1, 12))::pg_catalog.bit(48)::pg_catalog.int8 / 1000)
			* '1 second'::pg_catalog.interval
		+ (('x' || pg_catalog.substr(pg_catalog.encode(pg_catalog.uuid_send(id), 'hex'), 1, 12))::pg_catalog.bit(48)::pg_catalog.int8 % 1000)
			* '1 millisecond'::pg_catalog.interval
		+ CASE WHEN pg_catalog.substr(pg_catalog.encode(pg_catalog.uuid_send(id), 'hex'), 13) = '00000000000000000000'
			THEN '0'::pg_catalog.interval ELSE '1 microsecond'::pg_catalog.interval END)
$fn$;
COMMENT ON FUNCTION ulid_partition_time(ulid) IS
	'the millisecond of a ULID, plus 1 microsecond unless it is the lowest ULID of that millisecond (a TimescaleDB partitioning function under which every comparison on the id is exact)';

CREATE OR REPLACE FUNCTION ulid_is_uuidv7(id ulid) RETURNS pg_catalog.bool
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
	SELECT pg_catalog.substr(pg_catalog.encode(pg_catalog.uuid_send(id), 'hex'), 13, 1) = '7'
		AND pg_catalog.substr(pg_catalog.encode(pg_catalog.uuid_send(id), 'hex'), 17, 1) IN ('8', '9', 'a', 'b')
$fn$;
COMMENT ON FUNCTION ulid_is_uuidv7(ulid) IS
	'whether a ULID is also a valid UUIDv7 (RFC 9562: version 7, variant 10)';

CREATE OR REPLACE FUNCTION ulid_min(at pg_catalog.timestamptz) RETURNS ulid
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
DECLARE
	iv pg_catalog.interval;
BEGIN
	IF NOT pg_catalog.isfinite(at) OR at < '1970-01-01 00:00:00+00' OR at >= '10889-08-02 05:31:50.656+00' THEN
		RAISE EXCEPTION USING ERRCODE = '22008',
			MESSAGE = 'timestamp out of range for type ulid',
			DETAIL = CASE WHEN pg_catalog.isfinite(at)
				THEN 'ULID timestamps range from 1970-01-01 00:00:00+00 to 10889-08-02 05:31:50.655+00.'
				ELSE 'An infinite timestamp has no ULID.' END;
	END IF;
	iv := at - '1970-01-01 00:00:00+00'::pg_catalog.timestamptz;
	RETURN (pg_catalog.lpad(pg_catalog.to_hex(
			pg_catalog.date_part('day', iv)::pg_catalog.int8 * 86400000
			+ pg_catalog.date_part('hour', iv)::pg_catalog.int8 * 3600000
			+ pg_catalog.date_part('minute', iv)::pg_catalog.int8 * 60000
			+ pg_catalog.floor(pg_catalog.date_part('microseconds', iv) / 1000)::pg_catalog.int8), 12, '0')
		|| '00000000000000000000')::pg_catalog.uuid;
END
$fn$;
COMMENT ON FUNCTION ulid_min(pg_catalog.timestamptz) IS
	'the lowest ULID of the given millisecond (random part all zeros)';

CREATE OR REPLACE FUNCTION ulid_max(at pg_catalog.timestamptz) RETURNS ulid
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
DECLARE
	iv pg_catalog.interval;
BEGIN
	IF NOT pg_catalog.isfinite(at) OR at < '1970-01-01 00:00:00+00' OR at >= '10889-08-02 05:31:50.656+00' THEN
		RAISE EXCEPTION USING ERRCODE = '22008',
			MESSAGE = 'timestamp out of range for type ulid',
			DETAIL = CASE WHEN pg_catalog.isfinite(at)
				THEN 'ULID timestamps range from 1970-01-01 00:00:00+00 to 10889-08-02 05:31:50.655+00.'
				ELSE 'An infinite timestamp has no ULID.' END;
	END IF;
	iv := at - '1970-01-01 00:00:00+00'::pg_catalog.timestamptz;
	RETURN (pg_catalog.lpad(pg_catalog.to_hex(
			pg_catalog.date_part('day', iv)::pg_catalog.int8 * 86400000
			+ pg_catalog.date_part('hour', iv)::pg_catalog.int8 * 3600000
			+ pg_catalog.date_part('minute', iv)::pg_catalog.int8 * 60000
			+ pg_catalog.floor(pg_catalog.date_part('microseconds', iv) / 1000)::pg_catalog.int8), 12, '0')
		|| 'ffffffffffffffffffff')::pg_catalog.uuid;
END
$fn$;
COMMENT ON FUNCTION ulid_max(pg_catalog.timestamptz) IS
	'the highest ULID of the given millisecond (random part all ones)';

--
-- Text: 26 Crockford base32 characters.  (The domain's own text form, of
-- id::text and of input literals, stays uuid's.)
--

CREATE OR REPLACE FUNCTION ulid_to_text(id ulid) RETURNS pg_catalog.text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
DECLARE
	abc CONSTANT pg_catalog.bytea := E'\\x3031323334353637383941424344454647484a4b4d4e5051525354565758595a';	-- 0123456789ABCDEFGHJKMNPQRSTVWXYZ
	h CONSTANT pg_catalog.text := pg_catalog.encode(pg_catalog.uuid_send(id), 'hex');
	hi CONSTANT pg_catalog.int8 := ('x' || pg_catalog.substr(h, 1, 16))::pg_catalog.bit(64)::pg_catalog.int8;
	lo CONSTANT pg_catalog.int8 := ('x' || pg_catalog.substr(h, 17, 16))::pg_catalog.bit(64)::pg_catalog.int8;
BEGIN
	-- 128 bits as 130 (two zero bits on top), 5 bits a character: each
	-- character's byte looked up in abc, eight to an int8, the bytes made
	-- text (ASCII, the same in every server encoding)
	RETURN pg_catalog.convert_from(
		pg_catalog.int8send((pg_catalog.get_byte(abc, ((hi >> 61) & 7)::pg_catalog.int4)::pg_catalog.int8 << 56) |
			(pg_catalog.get_byte(abc, ((hi >> 56) & 31)::pg_catalog.int4)::pg_catalog.int8 << 48) |
			(pg_catalog.get_byte(abc, ((hi >> 51) & 31)::pg_catalog.int4)::pg_catalog.int8 << 40) |
			(pg_catalog.get_byte(abc, ((hi >> 46) & 31)::pg_catalog.int4)::pg_catalog.int8 << 32) |
			(pg_catalog.get_byte(abc, ((hi >> 41) & 31)::pg_catalog.int4)::pg_catalog.int8 << 24) |
			(pg_catalog.get_byte(abc, ((hi >> 36) & 31)::pg_catalog.int4)::pg_catalog.int8 << 16) |
			(pg_catalog.get_byte(abc, ((hi >> 31) & 31)::pg_catalog.int4)::pg_catalog.int8 << 8) |
			(pg_catalog.get_byte(abc, ((hi >> 26) & 31)::pg_catalog.int4)::pg_catalog.int8 << 0))
		|| pg_catalog.int8send((pg_catalog.get_byte(abc, ((hi >> 21) & 31)::pg_catalog.int4)::pg_catalog.int8 << 56) |
			(pg_catalog.get_byte(abc, ((hi >> 16) & 31)::pg_catalog.int4)::pg_catalog.int8 << 48) |
			(pg_catalog.get_byte(abc, ((hi >> 11) & 31)::pg_catalog.int4)::pg_catalog.int8 << 40) |
			(pg_catalog.get_byte(abc, ((hi >> 6) & 31)::pg_catalog.int4)::pg_catalog.int8 << 32) |
			(pg_catalog.get_byte(abc, ((hi >> 1) & 31)::pg_catalog.int4)::pg_catalog.int8 << 24) |
			(pg_catalog.get_byte(abc, (((hi & 1) << 4) | ((lo >> 60) & 15))::pg_catalog.int4)::pg_catalog.int8 << 16) |
			(pg_catalog.get_byte(abc, ((lo >> 55) & 31)::pg_catalog.int4)::pg_catalog.int8 << 8) |
			(pg_catalog.get_byte(abc, ((lo >> 50) & 31)::pg_catalog.int4)::pg_catalog.int8 << 0))
		|| pg_catalog.int8send((pg_catalog.get_byte(abc, ((lo >> 45) & 31)::pg_catalog.int4)::pg_catalog.int8 << 56) |
			(pg_catalog.get_byte(abc, ((lo >> 40) & 31)::pg_catalog.int4)::pg_catalog.int8 << 48) |
			(pg_catalog.get_byte(abc, ((lo >> 35) & 31)::pg_catalog.int4)::pg_catalog.int8 << 40) |
			(pg_catalog.get_byte(abc, ((lo >> 30) & 31)::pg_catalog.int4)::pg_catalog.int8 << 32) |
			(pg_catalog.get_byte(abc, ((lo >> 25) & 31)::pg_catalog.int4)::pg_catalog.int8 << 24) |
			(pg_catalog.get_byte(abc, ((lo >> 20) & 31)::pg_catalog.int4)::pg_catalog.int8 << 16) |
			(pg_catalog.get_byte(abc, ((lo >> 15) & 31)::pg_catalog.int4)::pg_catalog.int8 << 8) |
			(pg_catalog.get_byte(abc, ((lo >> 10) & 31)::pg_catalog.int4)::pg_catalog.int8 << 0))
		|| pg_catalog.int2send(((pg_catalog.get_byte(abc, ((lo >> 5) & 31)::pg_catalog.int4)::pg_catalog.int8 << 8) | (pg_catalog.get_byte(abc, ((lo >> 0) & 31)::pg_catalog.int4)::pg_catalog.int8 << 0))::pg_catalog.int2),
		'SQL_ASCII');
END
$fn$;
COMMENT ON FUNCTION ulid_to_text(ulid) IS
	'the canonical text of a ULID: 26 upper-case Crockford base32 characters';

CREATE OR REPLACE FUNCTION ulid_from_text(input pg_catalog.text) RETURNS ulid
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
DECLARE
	t CONSTANT pg_catalog.text COLLATE "C" := input;
	lut CONSTANT pg_catalog.bytea := E'\\xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00010203040506070809ffffffffffffff0a0b0c0d0e0f101101121301141500161718191aff1b1c1d1e1fffffffffffff0a0b0c0d0e0f101101121301141500161718191aff1b1c1d1e1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff';
	b pg_catalog.bytea;
	hi pg_catalog.int8;
	lo pg_catalog.int8;
	nbytes pg_catalog.int4;
	nchars pg_catalog.int4;
	kind pg_catalog.text;
	pos pg_catalog.int4;
	i pg_catalog.int4;
	bad pg_catalog.int4 := -1;
	braces pg_catalog.bool;
	ch pg_catalog.text;
	detail pg_catalog.text;
	hint pg_catalog.text;
	form_hint CONSTANT pg_catalog.text := 'A ulid is written as 26 Crockford base32 characters, or as a uuid: 32 hex digits, optionally with hyphens and braces.';
BEGIN
	-- 26 bytes: a symbol's value from its byte (lut: either case; I and L
	-- read as 1, O as 0; 255 for every other byte, non-ASCII ones too); a
	-- ULID when every byte is a symbol and the first is 0 to 7.  (Cheaper
	-- than a regular expression.)  convert_to(SQL_ASCII) is the bytes as they are.
	IF pg_catalog.octet_length(t) = 26 THEN
		b := pg_catalog.convert_to(t, 'SQL_ASCII');
	END IF;
	IF b IS NOT NULL AND (pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 0)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 1)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 2)) |
				pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 3)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 4)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 5)) |
				pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 6)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 7)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 8)) |
				pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 9)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 10)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 11)) |
				pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 12)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 13)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 14)) |
				pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 15)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 16)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 17)) |
				pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 18)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 19)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 20)) |
				pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 21)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 22)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 23)) |
				pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 24)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 25))) < 32
				AND pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 0)) < 8 THEN
		-- the 130 bits of 26 symbols, the top two zero
		hi := (pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 0))::pg_catalog.int8 << 61) |
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 1))::pg_catalog.int8 << 56) |
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 2))::pg_catalog.int8 << 51) |
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 3))::pg_catalog.int8 << 46) |
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 4))::pg_catalog.int8 << 41) |
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 5))::pg_catalog.int8 << 36) |
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 6))::pg_catalog.int8 << 31) |
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 7))::pg_catalog.int8 << 26) |
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 8))::pg_catalog.int8 << 21) |
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 9))::pg_catalog.int8 << 16) |
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 10))::pg_catalog.int8 << 11) |
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 11))::pg_catalog.int8 << 6) |
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 12))::pg_catalog.int8 << 1) |
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 13))::pg_catalog.int8 >> 4);
		lo := ((pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 13))::pg_catalog.int8 & 15) << 60) |
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 14))::pg_catalog.int8 << 55) |
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 15))::pg_catalog.int8 << 50) |
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 16))::pg_catalog.int8 << 45) |
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 17))::pg_catalog.int8 << 40) |
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 18))::pg_catalog.int8 << 35) |
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 19))::pg_catalog.int8 << 30) |
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 20))::pg_catalog.int8 << 25) |
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 21))::pg_catalog.int8 << 20) |
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 22))::pg_catalog.int8 << 15) |
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 23))::pg_catalog.int8 << 10) |
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 24))::pg_catalog.int8 << 5) |
			(pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 25))::pg_catalog.int8 << 0);
		RETURN (pg_catalog.lpad(pg_catalog.to_hex(hi), 16, '0') || pg_catalog.lpad(pg_catalog.to_hex(lo), 16, '0'))::pg_catalog.uuid;
	END IF;
	-- a uuid's text: 32 hex digits, a hyphen allowed after each group of
	-- four but the last, optionally in braces
	IF t ~ '^([0-9a-fA-F]{4}(-?[0-9a-fA-F]{4}){7}|\{[0-9a-fA-F]{4}(-?[0-9a-fA-F]{4}){7}\})$' THEN
		RETURN pg_catalog.translate(t, '{}-', '')::pg_catalog.uuid;
	END IF;

	-- Not a ULID: the native decoder's error, step by step.  It reads bytes:
	-- 26 bytes are Crockford text, 32 to 41 a uuid's, other lengths are
	-- wrong; every byte before the one it stops at is ASCII, so byte and
	-- character positions agree up to there.
	nbytes := pg_catalog.octet_length(t);
	nchars := pg_catalog.length(t);
	IF nbytes = 26 THEN
		pos := pg_catalog.length(pg_catalog.substring(t, '^[0-9A-TV-Za-tv-z]*')) + 1;
		kind := CASE WHEN pos <= 26 THEN 'char' ELSE 'overflow' END;
	ELSIF nbytes BETWEEN 32 AND 41 THEN
		kind := 'uuid';
		braces := pg_catalog.substr(t, 1, 1) = '{';
		i := CASE WHEN braces THEN 1 ELSE 0 END;	-- 0-based
		FOR k IN 0..15 LOOP
			IF nbytes - i < 2 THEN
				bad := nbytes;	-- ends before 32 digits
				EXIT;
			ELSIF pg_catalog.substr(t, i + 1, 1) !~ '^[0-9a-fA-F]$' THEN
				bad := i;
				EXIT;
			ELSIF pg_catalog.substr(t, i + 2, 1) !~ '^[0-9a-fA-F]$' THEN
				bad := i + 1;
				EXIT;
			END IF;
			i := i + 2;
			IF i < nbytes AND pg_catalog.substr(t, i + 1, 1) = '-' AND k % 2 = 1 AND k < 15 THEN
				i := i + 1;
			END IF;
		END LOOP;
		IF bad < 0 AND braces THEN
			IF i >= nbytes OR pg_catalog.substr(t, i + 1, 1) <> '}' THEN
				bad := i;
			END IF;
			i := i + 1;
		END IF;
		IF bad < 0 AND i <> nbytes THEN
			bad := i;
		END IF;
		pos := bad + 1;
	ELSE
		kind := 'length';
	END IF;
	-- 26 characters in more bytes: the first non-ASCII character is wrong
	IF kind IN ('length', 'uuid') AND nchars = 26 THEN
		kind := 'char';
		pos := pg_catalog.length(pg_catalog.substring(t, '^[\x01-\x7f]*')) + 1;
	END IF;
	IF kind = 'length' THEN
		detail := pg_catalog.format('A ULID has 26 characters, but the input has %s.', nchars);
		hint := form_hint;
	ELSIF kind = 'overflow' THEN
		detail := 'The value is larger than the largest ULID, 7ZZZZZZZZZZZZZZZZZZZZZZZZZ: the first character must be 0 to 7.';
	ELSIF kind = 'uuid' AND bad >= nbytes THEN
		detail := 'The input has the length of a uuid but ends before its 32 hex digits.';
		hint := form_hint;
	ELSE
		ch := pg_catalog.substr(t, pos, 1);
		IF pg_catalog.ascii(ch) < 32 OR pg_catalog.ascii(ch) = 127 THEN
			detail := pg_catalog.format('Invalid byte 0x%s at position %s', pg_catalog.lpad(pg_catalog.to_hex(pg_catalog.ascii(ch)), 2, '0'), pos);
		ELSE
			detail := pg_catalog.format('Invalid character "%s" at position %s', ch, pos);
		END IF;
		IF kind = 'uuid' THEN
			detail := detail || ' of uuid-formatted input.';
			hint := form_hint;
		ELSE
			detail := detail || '.';
			hint := 'A ULID is written with the digits and the letters A-Z except U, in either case.';
		END IF;
	END IF;
	IF hint IS NULL THEN
		RAISE EXCEPTION USING ERRCODE = '22P02',
			MESSAGE = pg_catalog.format('invalid input syntax for type ulid: "%s"', t), DETAIL = detail;
	END IF;
	RAISE EXCEPTION USING ERRCODE = '22P02',
		MESSAGE = pg_catalog.format('invalid input syntax for type ulid: "%s"', t), DETAIL = detail, HINT = hint;
END
$fn$;
COMMENT ON FUNCTION ulid_from_text(pg_catalog.text) IS
	'parse 26 Crockford base32 characters (either case) or a uuid''s text, with the errors of the native ulid input';

CREATE OR REPLACE FUNCTION ulid_is_valid(input pg_catalog.text) RETURNS pg_catalog.bool
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
DECLARE
	lut CONSTANT pg_catalog.bytea := E'\\xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00010203040506070809ffffffffffffff0a0b0c0d0e0f101101121301141500161718191aff1b1c1d1e1fffffffffffff0a0b0c0d0e0f101101121301141500161718191aff1b1c1d1e1fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff';
	b pg_catalog.bytea;
BEGIN
	-- as ulid_from_text(): 26 bytes that are symbols, the first 0 to 7, or a uuid's text
	IF pg_catalog.octet_length(input) = 26 THEN
		b := pg_catalog.convert_to(input, 'SQL_ASCII');
		RETURN (pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 0)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 1)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 2)) |
			pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 3)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 4)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 5)) |
			pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 6)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 7)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 8)) |
			pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 9)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 10)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 11)) |
			pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 12)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 13)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 14)) |
			pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 15)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 16)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 17)) |
			pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 18)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 19)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 20)) |
			pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 21)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 22)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 23)) |
			pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 24)) | pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 25))) < 32
			AND pg_catalog.get_byte(lut, pg_catalog.get_byte(b, 0)) < 8;
	END IF;
	RETURN pg_catalog.octet_length(input) BETWEEN 32 AND 41
		AND (input COLLATE "C") ~ '^([0-9a-fA-F]{4}(-?[0-9a-fA-F]{4}){7}|\{[0-9a-fA-F]{4}(-?[0-9a-fA-F]{4}){7}\})$';
END
$fn$;
COMMENT ON FUNCTION ulid_is_valid(pg_catalog.text) IS
	'whether ulid_from_text() accepts the text: 26 Crockford base32 characters or a uuid''s text (never raises an error)';

--
-- bytea: the 16 bytes
--

CREATE OR REPLACE FUNCTION ulid_to_bytea(id ulid) RETURNS pg_catalog.bytea
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
	SELECT pg_catalog.uuid_send(id)
$fn$;
COMMENT ON FUNCTION ulid_to_bytea(ulid) IS 'the 16 bytes of a ULID';

CREATE OR REPLACE FUNCTION ulid_from_bytea(bytes pg_catalog.bytea) RETURNS ulid
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
BEGIN
	IF pg_catalog.octet_length(bytes) <> 16 THEN
		RAISE EXCEPTION USING ERRCODE = '22026',
			MESSAGE = pg_catalog.format('invalid length for type ulid: bytea of %s bytes', pg_catalog.octet_length(bytes)),
			DETAIL = 'A ulid is exactly 16 bytes.';
	END IF;
	RETURN pg_catalog.encode(bytes, 'hex')::pg_catalog.uuid;
END
$fn$;
COMMENT ON FUNCTION ulid_from_bytea(pg_catalog.bytea) IS 'a ULID from exactly 16 bytes';
