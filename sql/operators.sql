-- Comparison operators; order = byte order = text order = uuid order.

CREATE TABLE cmp (a ulid, b ulid);
INSERT INTO cmp VALUES
  ('01ARZ3NDEKTSV4RRFFQ69G5FAV', '01ARZ3NDEKTSV4RRFFQ69G5FAV'),
  ('01ARZ3NDEKTSV4RRFFQ69G5FAV', '01ARZ3NDEKTSV4RRFFQ69G5FAW'),
  ('01ARZ3NDEKTSV4RRFFQ69G5FAW', '01ARZ3NDEKTSV4RRFFQ69G5FAV'),
  ('00000000000000000000000000', '7ZZZZZZZZZZZZZZZZZZZZZZZZZ'),
  ('01ARZ3NDEKTSV4RRFFQ69G5FAV', NULL);
SELECT a, b, a = b AS eq, a <> b AS ne, a < b AS lt, a <= b AS le, a > b AS gt, a >= b AS ge,
       sign(ulid_cmp(a, b)) AS cmp
FROM cmp ORDER BY a, b;

-- 20,000 random values, a quarter of them sharing a timestamp
CREATE TABLE many AS
SELECT CASE WHEN g % 4 = 0 THEN gen_ulid('2025-06-01 12:00:00+00') ELSE gen_random_uuid()::ulid END AS u
FROM generate_series(1, 20000) g;
SELECT count(*), count(DISTINCT u) FROM many;
-- sorting by ulid, by its text (byte-wise collation) and by the uuid agree
SELECT (SELECT array_agg(u ORDER BY u) FROM many)
     = (SELECT array_agg(u ORDER BY u::text COLLATE "C") FROM many) AS order_is_text_order,
       (SELECT array_agg(u ORDER BY u) FROM many)
     = (SELECT array_agg(u ORDER BY u::uuid) FROM many) AS order_is_uuid_order;
-- every operator agrees with uuid's on adjacent and random pairs
SELECT count(*) AS disagreements
FROM (SELECT u AS x, lead(u) OVER (ORDER BY random()) AS y FROM many) p
WHERE y IS NOT NULL
  AND ((x < y) <> (x::uuid < y::uuid) OR (x <= y) <> (x::uuid <= y::uuid)
    OR (x > y) <> (x::uuid > y::uuid) OR (x >= y) <> (x::uuid >= y::uuid)
    OR (x = y) <> (x::uuid = y::uuid) OR (x <> y) <> (x::uuid <> y::uuid)
    OR ulid_cmp(x, y) <> uuid_cmp(x::uuid, y::uuid)
    OR (x < y) <> (x::text COLLATE "C" < y::text COLLATE "C"));

-- operators are not ambiguous with uuid, text or unknown literals
SELECT '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid = '01ARZ3NDEKTSV4RRFFQ69G5FAV' AS with_literal;
-- range on the timestamp prefix: 2025-06-01 12:00:00 UTC is 01JWNNSVG0
SELECT count(*) FROM many WHERE u >= '01JWNNSVG00000000000000000' AND u < '01JWNNSVG10000000000000000';
-- no implicit casts: text needs an explicit cast (uuid has its own operators)
SELECT '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid = '01ARZ3NDEKTSV4RRFFQ69G5FAV'::text;
SELECT '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid = '01ARZ3NDEKTSV4RRFFQ69G5FAV'::text::ulid AS explicit_text;
SELECT '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid = '01563e3a-b5d3-d676-4c61-efb99302bd5b'::uuid AS with_uuid;
SELECT '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid::uuid = '01563e3a-b5d3-d676-4c61-efb99302bd5b'::uuid AS explicit;

DROP TABLE cmp;
DROP TABLE many;
