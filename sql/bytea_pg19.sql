-- PostgreSQL 19 adds explicit casts uuid <-> bytea (functions bytea(uuid) and
-- uuid(bytea)) and encode(..., 'base32hex').  None of them makes one of ours
-- ambiguous, and they agree with ours on the bytes.
SELECT '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid::bytea AS ulid_bytes,
       '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid::uuid::bytea AS uuid_bytes;
-- the same 16 bytes both ways, in both directions
SELECT u::bytea = u::uuid::bytea AS same_bytes,
       u::bytea::ulid = u AND u::bytea::uuid::ulid = u AS round_trips
FROM (VALUES ('01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid), ('7ZZZZZZZZZZZZZZZZZZZZZZZZZ'), ('00000000000000000000000000')) v(u);
-- 19's functions: uuid(bytea) then our uuid -> ulid cast works; bytea(uuid)
-- does not take a ulid (ulid -> uuid is an assignment cast, not implicit), so
-- the function-call form is no cast of ours either: write u::bytea
SELECT uuid('\x01563df36481d6764c61efb99302bd5b'::bytea)::ulid AS ulid_of_uuid_of_bytea;
SELECT bytea('01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid);
-- wrong lengths: ours says ulid, 19's says uuid
SELECT '\x0102'::bytea::ulid;
SELECT '\x0102'::bytea::uuid;
-- base32hex is RFC 4648's alphabet (0-9A-V, padded to 8-character groups) of
-- the bytes from the first bit; a ULID's text is Crockford's (no I L O U) of
-- the 128-bit number with 2 leading zero bits, 26 characters: not the same
SELECT encode('01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid::bytea, 'base32hex') AS base32hex,
       '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid::text AS ulid_text;
-- baseuid: 15 bytes as bytea; its uuid form (UUIDv8) is another 16 bytes
SELECT length(b::bytea) AS baseuid_bytes, length(b::uuid::bytea) AS uuid_form_bytes,
       b::uuid::bytea::uuid::baseuid = b AS uuid_form_round_trip
FROM (SELECT gen_baseuid('2025-01-01 00:00:00+00') AS b) s;
