-- outcome.sql: one function, t.outcome(kind, input), that gives what a
-- function of the edition in schema __S__ (type __T__) returns for an input:
-- 'ok <result>' or 'error <SQLSTATE> <message> | <detail> | <hint>'.  Made
-- once for the native extension (public, public.ulid) and once for the
-- managed edition (ulid_managed, ulid_managed.ulid) by test/managed/pglite/run,
-- which compares the two on the same inputs.  Times print in UTC.
CREATE SCHEMA IF NOT EXISTS t;
CREATE FUNCTION t.outcome(kind text, v text) RETURNS text LANGUAGE plpgsql AS $fn$
DECLARE st text; m text; d text; h text;
BEGIN
	PERFORM set_config('TimeZone', 'UTC', true);
	RETURN 'ok ' || CASE kind
		WHEN 'to_text' THEN __S__.ulid_to_text(v::uuid::__T__)
		WHEN 'timestamp' THEN __S__.ulid_timestamp(v::uuid::__T__)::text
		WHEN 'to_timestamp' THEN __S__.ulid_to_timestamp(v::uuid::__T__)::text
		WHEN 'partition_time' THEN __S__.ulid_partition_time(v::uuid::__T__)::text
		WHEN 'is_uuidv7' THEN __S__.ulid_is_uuidv7(v::uuid::__T__)::text
		WHEN 'to_bytea' THEN __S__.ulid_to_bytea(v::uuid::__T__)::text
		WHEN 'from_text' THEN __S__.ulid_from_text(v)::uuid::text
		WHEN 'is_valid' THEN __S__.ulid_is_valid(v)::text
		WHEN 'min' THEN __S__.ulid_min(v::timestamptz)::uuid::text
		WHEN 'max' THEN __S__.ulid_max(v::timestamptz)::uuid::text
		WHEN 'gen_at' THEN __S__.ulid_timestamp(__S__.gen_ulid(v::timestamptz))::text
		WHEN 'from_bytea' THEN __S__.ulid_from_bytea(decode(v, 'hex'))::uuid::text
	END;
EXCEPTION WHEN OTHERS THEN
	GET STACKED DIAGNOSTICS st = RETURNED_SQLSTATE, m = MESSAGE_TEXT, d = PG_EXCEPTION_DETAIL, h = PG_EXCEPTION_HINT;
	RETURN format('error %s %s | %s | %s', st, m, d, h);
END
$fn$;
