-- Text input and output: the Crockford base32 codec.

-- known answers (text <-> uuid, same bytes)
SELECT '01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid::uuid;
SELECT '01GV5PA9EQG7D82Q3Y4PKBZSYV'::ulid::uuid;
SELECT '01563df3-6481-d676-4c61-efb99302bd5b'::uuid::ulid;
SELECT '0195c9a4-2e32-c014-5f4f-a7cef5be83d5'::uuid::ulid;
SELECT '00000000000000000000000000'::ulid, '7ZZZZZZZZZZZZZZZZZZZZZZZZZ'::ulid::uuid;

-- output is always the canonical upper case; input is case-insensitive
SELECT '01arz3ndektsv4rrffq69g5fav'::ulid;
SELECT '01ArZ3nDeKtSv4RrFfQ69g5FaV'::ulid = '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid AS same;

-- Crockford aliases: I and L read as 1, O as 0
SELECT '0IiLl1OoIiLl1OoIiLl1OoIiLl'::ulid;
SELECT 'OOOOOOOOOOOOOOOOOOOOOOOOOO'::ulid;

-- every symbol decodes to its value and round-trips
SELECT string_agg(right(('0000000000000000000000000' || c)::ulid::text, 1), '') AS each_symbol,
       string_agg(right(('0000000000000000000000000' || lower(c))::ulid::text, 1), '') AS each_lower
FROM regexp_split_to_table('0123456789ABCDEFGHJKMNPQRSTVWXYZ', '') AS c;
SELECT bool_and(('0000000000000000000000000' || c)::ulid::uuid::text
                = '00000000-0000-0000-0000-0000000000' || lpad(to_hex(i - 1), 2, '0')) AS values_match
FROM regexp_split_to_table('0123456789ABCDEFGHJKMNPQRSTVWXYZ', '') WITH ORDINALITY AS t(c, i);

-- NULL in, NULL out
SELECT NULL::ulid IS NULL AS is_null;

-- bad input: wrong length
SELECT ''::ulid;
SELECT '01ARZ3NDEKTSV4RRFFQ69G5FA'::ulid;
SELECT '01ARZ3NDEKTSV4RRFFQ69G5FAVX'::ulid;
SELECT ' 01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid;
SELECT '01563df3-6481-d676-4c61-efb99302bd5b'::ulid;
-- bad input: a character outside the alphabet, with its position
SELECT '01ARZ3NDEKTSV4RRFFQ69G5FAU'::ulid;
SELECT 'u1ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid;
SELECT '01ARZ3NDEK-SV4RRFFQ69G5FAV'::ulid;
SELECT '01ARZ3NDEKTSV4RRFFQ69G5FA '::ulid;
SELECT E'01ARZ3NDEKTSV4RRFFQ69G5F\tV'::ulid;
-- bad input: non-ASCII characters (26 characters but more bytes)
SELECT '01ARZ3NDEKTSV4RRFFQ69G5FAé'::ulid;
SELECT 'é1ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid;
SELECT '01ARZ3NDEKTSV4RRFFQ69G5Fé'::ulid;
-- bad input: above 7ZZZZZZZZZZZZZZZZZZZZZZZZZ (more than 128 bits)
SELECT '80000000000000000000000000'::ulid;
SELECT 'ZZZZZZZZZZZZZZZZZZZZZZZZZZ'::ulid;
-- the SQLSTATE of all of the above
DO $$
BEGIN
  PERFORM 'U0000000000000000000000000'::ulid;
EXCEPTION WHEN invalid_text_representation THEN
  RAISE NOTICE 'caught %', SQLSTATE;
END $$;

-- round trip of many random values through text and through uuid
SELECT count(*) AS round_trips
FROM (SELECT gen_random_uuid() AS u FROM generate_series(1, 10000)) s
WHERE u::ulid::text::ulid::uuid = u;
