--
-- ulid input also reads uuid's textual forms (the same 16 bytes), so ids
-- copied from a uuid column or sent by a driver that treats ulid as a UUID
-- are accepted; output stays the 26-character ULID.
--
SELECT '01563df3-6481-d676-4c61-efb99302bd5b'::ulid AS hyphens,
       '01563DF36481D6764C61EFB99302BD5B'::ulid AS hex32_upper,
       '{01563df3-6481-d676-4c61-efb99302bd5b}'::ulid AS braces,
       '0156-3df3-6481-d676-4c61-efb9-9302-bd5b'::ulid AS hyphen_every_four,
       '{01563df36481d6764c61efb99302bd5b}'::ulid AS braces_hex32;
-- the same bytes as uuid input gives, for every form uuid accepts
SELECT f, f::ulid::uuid = f::uuid AS same_bytes, ulid_is_valid(f) AS valid
FROM (VALUES ('01563df3-6481-d676-4c61-efb99302bd5b'),
             ('01563DF3-6481-D676-4C61-EFB99302BD5B'),
             ('01563df36481d6764c61efb99302bd5b'),
             ('{01563df3-6481-d676-4c61-efb99302bd5b}'),
             ('0156-3df3-6481-d676-4c61-efb9-9302-bd5b'),
             ('{0156-3df3-6481-d676-4c61-efb9-9302-bd5b}'),
             ('00000000-0000-0000-0000-000000000000'),
             ('ffffffff-ffff-ffff-ffff-ffffffffffff')) v(f);
-- text casts and COPY go through the same parser
SELECT '01563df3-6481-d676-4c61-efb99302bd5b'::text::ulid AS from_text;
CREATE TEMP TABLE uf (id ulid);
COPY uf FROM STDIN;
01563df3-6481-d676-4c61-efb99302bd5b
{01563DF36481D6764C61EFB99302BD5B}
01ARYZ6S41TSV4RRFFQ69G5FAV
\.
SELECT id, count(*) FROM uf GROUP BY id;
-- 100,000 random uuids: text in both forms gives the same ulid
SELECT count(*) AS agree
FROM (SELECT gen_random_uuid() AS u FROM generate_series(1, 100000)) s
WHERE u::text::ulid = u::ulid AND replace(u::text, '-', '')::ulid = u::ulid
  AND upper(u::text)::ulid = u::ulid;

-- bad input of a uuid's length (32 to 41 characters) names the uuid form;
-- uuid rejects every one of these too
CREATE FUNCTION pg_temp.uuid_accepts(t text) RETURNS bool LANGUAGE plpgsql AS $$
BEGIN
  PERFORM t::uuid;
  RETURN true;
EXCEPTION WHEN invalid_text_representation THEN
  RETURN false;
END $$;
SELECT f, ulid_is_valid(f) AS valid, pg_temp.uuid_accepts(f) AS uuid_accepts
FROM (VALUES ('01563df3-6481-d676-4c61-efb99302bd5'),
             ('01563df3-6481-d676-4c61-efb99302bd5bx'),
             ('01563df-36481-d676-4c61-efb99302bd5b'),
             ('01563df3-6481-d676-4c61-efb99302bd5b-'),
             ('{01563df3-6481-d676-4c61-efb99302bd5b'),
             ('01563df3-6481-d676-4c61-efb99302bd5b}'),
             ('01563df3--6481-d676-4c61-efb99302bd5b'),
             ('0g563df3-6481-d676-4c61-efb99302bd5b'),
             ('01ARYZ6S41TSV4RRFFQ69G5FAV012345')) v(f);
SELECT '0g563df3-6481-d676-4c61-efb99302bd5b'::ulid;
SELECT '01563df3-6481-d676-4c61-efb99302bd5'::ulid;
SELECT '01563df-36481-d676-4c61-efb99302bd5b'::ulid;
SELECT '{01563df3-6481-d676-4c61-efb99302bd5b'::ulid;
SELECT E'01563df3-6481-d676-4c61-efb99302bd5\t'::ulid;
SELECT '01563df3-6481-d676-4c61-efb99302bdé'::ulid;
-- other lengths: the ULID length error, with a hint naming both forms
SELECT '01563df3-6481-d676-4c61'::ulid;
-- the SQLSTATE
DO $$
BEGIN
  PERFORM '01563df3-6481-d676-4c61-efb99302bdXX'::ulid;
EXCEPTION WHEN invalid_text_representation THEN
  RAISE NOTICE 'caught %', SQLSTATE;
END $$;
