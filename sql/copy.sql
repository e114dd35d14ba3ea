-- COPY in text and binary format, and binary send/recv.

CREATE TABLE src (id ulid, note text);
INSERT INTO src VALUES
  ('01ARZ3NDEKTSV4RRFFQ69G5FAV', 'spec example'),
  ('00000000000000000000000000', 'min'),
  ('7ZZZZZZZZZZZZZZZZZZZZZZZZZ', 'max'),
  (NULL, 'null');
INSERT INTO src SELECT gen_ulid(), 'generated ' || g FROM generate_series(1, 1000) g;

-- text format
COPY (SELECT * FROM src WHERE note NOT LIKE 'generated%' ORDER BY id) TO STDOUT;
\copy src TO 'results/copy_text.data'
CREATE TABLE dst_text (LIKE src);
\copy dst_text FROM 'results/copy_text.data'
SELECT count(*) AS rows, (SELECT count(*) FROM (SELECT * FROM src EXCEPT SELECT * FROM dst_text) d) AS differ
FROM dst_text;

-- binary format
\copy src TO 'results/copy_binary.data' (FORMAT binary)
CREATE TABLE dst_bin (LIKE src);
\copy dst_bin FROM 'results/copy_binary.data' (FORMAT binary)
SELECT count(*) AS rows, (SELECT count(*) FROM (SELECT * FROM src EXCEPT SELECT * FROM dst_bin) d) AS differ
FROM dst_bin;

-- a binary file written from a uuid column loads into a ulid column (same bytes)
CREATE TABLE src_uuid AS SELECT id::uuid AS id, note FROM src;
\copy src_uuid TO 'results/copy_uuid.data' (FORMAT binary)
CREATE TABLE dst_from_uuid (LIKE src);
\copy dst_from_uuid FROM 'results/copy_uuid.data' (FORMAT binary)
SELECT count(*) AS rows, (SELECT count(*) FROM (SELECT * FROM src EXCEPT SELECT * FROM dst_from_uuid) d) AS differ
FROM dst_from_uuid;

-- send produces exactly the bytes uuid sends
SELECT ulid_send('01ARYZ6S41TSV4RRFFQ69G5FAV');
SELECT bool_and(ulid_send(id) = uuid_send(id::uuid)) AS same_bytes FROM src WHERE id IS NOT NULL;

-- bad text in COPY is reported with the line
COPY dst_text FROM STDIN;
01ARZ3NDEKTSV4RRFFQ69G5FAV	ok
01ARZ3NDEKTSV4RRFFQ69G5FAU	bad
\.

DROP TABLE src, dst_text, dst_bin, src_uuid, dst_from_uuid;
