--
-- uuid <-> ulid are assignment casts: a driver's native UUID value (a
-- parameter of type uuid) can be stored in a ulid column and a ulid in a
-- uuid column, without a cast in the statement.
--
CREATE TABLE cast_ulid (id ulid PRIMARY KEY, note text);
CREATE TABLE cast_uuid (id uuid PRIMARY KEY);
INSERT INTO cast_ulid VALUES ('01563df3-6481-d676-4c61-efb99302bd5b'::uuid, 'uuid value');
PREPARE ins(uuid) AS INSERT INTO cast_ulid VALUES ($1, 'uuid parameter');
EXECUTE ins('01563df3-6481-d676-4c61-efb99302bd5c');
PREPARE upd(uuid, uuid) AS UPDATE cast_ulid SET id = $2 WHERE id = $1;
EXECUTE upd('01563df3-6481-d676-4c61-efb99302bd5c', '01563df3-6481-d676-4c61-efb99302bd5d');
INSERT INTO cast_uuid SELECT id FROM cast_ulid;
SELECT id, note FROM cast_ulid ORDER BY id;
SELECT id FROM cast_uuid ORDER BY id;
-- COPY ... FROM and INSERT ... SELECT of a uuid column into a ulid column
INSERT INTO cast_ulid (id) SELECT ('01563df3-6481-d676-4c61-efb99302bd' || n)::uuid
FROM (VALUES ('60'), ('61')) v(n);
SELECT count(*) FROM cast_ulid;

-- No cast of ulid is implicit: implicit casts take part in operator and
-- function resolution and make calls ambiguous ("operator is not unique").
SELECT castsource::regtype, casttarget::regtype, castcontext
FROM pg_cast
WHERE castsource = 'ulid'::regtype OR casttarget = 'ulid'::regtype
ORDER BY castsource::regtype::text, casttarget::regtype::text;
SELECT count(*) AS implicit_casts FROM pg_cast
WHERE (castsource = 'ulid'::regtype OR casttarget = 'ulid'::regtype) AND castcontext = 'i';

-- Every one of these resolves to exactly one operator or function, the same
-- as with explicit-only casts (resolution would fail with "is not unique").
SELECT '01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid = '01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid AS ulid_ulid,
       '01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid = '01563df3-6481-d676-4c61-efb99302bd5b'::uuid AS ulid_uuid,
       '01563df3-6481-d676-4c61-efb99302bd5b'::uuid = '01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid AS uuid_ulid,
       '01563df3-6481-d676-4c61-efb99302bd5b'::uuid = '01563df3-6481-d676-4c61-efb99302bd5b'::uuid AS uuid_uuid,
       '01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid < '01563df3-6481-d676-4c61-efb99302bd5c'::uuid AS ulid_lt_uuid;
SELECT o.oprname, o.oprleft::regtype, o.oprright::regtype, o.oprcode
FROM pg_operator o
WHERE o.oid IN ('=(ulid,ulid)'::regoperator, '=(ulid,uuid)'::regoperator, '=(uuid,ulid)'::regoperator)
ORDER BY oprleft::regtype::text, oprright::regtype::text;
-- an untyped literal against a ulid column, IN lists, = ANY with a uuid array
SELECT count(*) FROM cast_ulid WHERE id = '01ARYZ6S41TSV4RRFFQ69G5FAV';
SELECT count(*) FROM cast_ulid WHERE id IN ('01ARYZ6S41TSV4RRFFQ69G5FAV', '01563df3-6481-d676-4c61-efb99302bd5d');
SELECT count(*) FROM cast_ulid
WHERE id = ANY (ARRAY['01563df3-6481-d676-4c61-efb99302bd5b', '01563df3-6481-d676-4c61-efb99302bd5d']::uuid[]);
SELECT count(*) FROM cast_ulid
WHERE id = ANY (ARRAY['01ARYZ6S41TSV4RRFFQ69G5FAV']::ulid[]);
-- functions of ulid do not accept a uuid argument (no implicit cast) ...
SELECT ulid_timestamp('01563df3-6481-d676-4c61-efb99302bd5b'::uuid);
-- ... and ulid and uuid do not mix where a common type is needed
SELECT '01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid UNION SELECT '01563df3-6481-d676-4c61-efb99302bd5b'::uuid;
SELECT COALESCE('01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid, '01563df3-6481-d676-4c61-efb99302bd5b'::uuid);
-- the extension in a schema outside search_path: qualified operators resolve
CREATE SCHEMA utils;
CREATE TABLE utils_t (a ulid, b ulid);
INSERT INTO utils_t VALUES ('01ARYZ6S41TSV4RRFFQ69G5FAV', '01ARYZ6S41TSV4RRFFQ69G5FAV');
SELECT a OPERATOR(public.=) b AS qualified_eq FROM utils_t;
DROP TABLE cast_ulid, cast_uuid, utils_t;
DROP SCHEMA utils;
