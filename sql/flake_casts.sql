-- Casts of ulid_flake: every cast in pg_cast run on a value and on NULL, and
-- the contexts they may be used in (none implicit; to bigint and to text on
-- assignment).  (casts for ulid; baseuid for baseuid.)
SET TimeZone = 'UTC';
SELECT castsource::regtype, casttarget::regtype, castfunc::regprocedure, castcontext, castmethod
FROM pg_cast WHERE castsource = 'ulid_flake'::regtype OR casttarget = 'ulid_flake'::regtype
ORDER BY castsource::regtype::text, casttarget::regtype::text;
SELECT '00CMXB6TAK4SA'::ulid_flake::bigint AS to_bigint,
       14246757444195114::bigint::ulid_flake AS from_bigint,
       '00CMXB6TAK4SA'::ulid_flake::text AS to_text,
       '00cmxb6tak4sa'::text::ulid_flake AS from_text,
       '00CMXB6TAK4SA'::varchar::ulid_flake AS from_varchar,
       '00CMXB6TAK4SA'::ulid_flake::timestamptz AS to_timestamptz,
       '2025-06-01 12:00:00.123456+00'::timestamptz::ulid_flake AS from_timestamptz,
       '2025-06-01 12:00:00.123456+00'::timestamptz::ulid_flake::timestamptz AS truncated_to_ms;
SELECT NULL::ulid_flake::bigint AS to_bigint, NULL::bigint::ulid_flake AS from_bigint,
       NULL::ulid_flake::text AS to_text, NULL::text::ulid_flake AS from_text,
       NULL::ulid_flake::timestamptz AS to_timestamptz, NULL::timestamptz::ulid_flake AS from_timestamptz;
-- round trips over random values: bigint, text, timestamptz (to the first id of its millisecond)
SELECT count(*) AS n,
       count(*) FILTER (WHERE v::bigint::ulid_flake = v) AS bigint_ok,
       count(*) FILTER (WHERE v::text::ulid_flake = v AND length(v::text) = 13) AS text_ok,
       count(*) FILTER (WHERE v::timestamptz::ulid_flake = ulid_flake_min(ulid_flake_timestamp(v))
                          AND v::timestamptz::ulid_flake <= v) AS timestamptz_ok
FROM (SELECT gen_ulid_flake('2024-01-01'::timestamptz + make_interval(secs => g * 86.4)) AS v
      FROM generate_series(1, 10000) g) x;
-- the bigint cast is binary: ulid_flake::bigint needs no function
SELECT castmethod FROM pg_cast WHERE castsource = 'ulid_flake'::regtype AND casttarget = 'bigint'::regtype;
-- errors: out of range, bad text, times outside the format
SELECT (-1)::bigint::ulid_flake;
SELECT '00CMXB6TAK4SU'::text::ulid_flake;
SELECT '00CMXB6TAK4S'::varchar::ulid_flake;
SELECT '2023-12-31 23:59:59.999+00'::timestamptz::ulid_flake;
SELECT 'infinity'::timestamptz::ulid_flake;
SELECT '-infinity'::timestamptz::ulid_flake;
-- assignment: to bigint and text columns; nothing is assigned to a ulid_flake column
CREATE TEMP TABLE fa (id ulid_flake, n bigint, t text);
INSERT INTO fa (n, t) VALUES ('00CMXB6TAK4SA'::ulid_flake, '00CMXB6TAK4SA'::ulid_flake);
SELECT n, t FROM fa;
INSERT INTO fa (id) VALUES (14246757444195114::bigint);
INSERT INTO fa (id) VALUES ('00CMXB6TAK4SA'::text);
INSERT INTO fa (id) VALUES ('2025-01-01 00:00:00+00'::timestamptz);
-- an untyped literal is read by the input function
INSERT INTO fa (id) VALUES ('00CMXB6TAK4SA');
SELECT id FROM fa WHERE id IS NOT NULL;
-- no implicit cast: comparing with text needs an explicit cast (42883,
-- undefined_function; the wording of its hint differs between majors)
DO $$
BEGIN
	PERFORM '00CMXB6TAK4SA'::ulid_flake = '00CMXB6TAK4SA'::text;
	RAISE NOTICE 'ulid_flake = text: no error';
EXCEPTION WHEN undefined_function THEN
	RAISE NOTICE 'ulid_flake = text: SQLSTATE %', SQLSTATE;
END
$$;
SELECT '00CMXB6TAK4SA'::ulid_flake = '00CMXB6TAK4SA'::text::ulid_flake AS explicit_text;
DROP TABLE fa;
