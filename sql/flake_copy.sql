-- COPY of ulid_flake in text and binary format, and binary send/recv.
-- (copy for ulid; baseuid's COPY tests are in baseuid.)
CREATE TABLE fsrc (id ulid_flake, note text);
INSERT INTO fsrc VALUES
  ('00CMXB6TAK4SA', 'spec example'),
  ('0000000000000', 'min'),
  ('7ZZZZZZZZZZZZ', 'max'),
  (NULL, 'null');
INSERT INTO fsrc SELECT gen_ulid_flake(), 'generated ' || g FROM generate_series(1, 1000) g;

-- text format
COPY (SELECT * FROM fsrc WHERE note NOT LIKE 'generated%' ORDER BY id) TO STDOUT;
\copy fsrc TO 'results/flake_copy_text.data'
CREATE TABLE fdst_text (LIKE fsrc);
\copy fdst_text FROM 'results/flake_copy_text.data'
SELECT count(*) AS rows, (SELECT count(*) FROM (SELECT * FROM fsrc EXCEPT SELECT * FROM fdst_text) d) AS differ
FROM fdst_text;
-- lower case and the aliases I, L, O load as their canonical text
COPY fdst_text FROM STDIN;
00cmxb6tak4sb	lower
OOCMXB6TAK4SC	letter O
0000000000OIL	aliases
\.
SELECT id, note FROM fdst_text WHERE note IN ('lower', 'letter O', 'aliases') ORDER BY id;

-- binary format
\copy fsrc TO 'results/flake_copy_binary.data' (FORMAT binary)
CREATE TABLE fdst_bin (LIKE fsrc);
\copy fdst_bin FROM 'results/flake_copy_binary.data' (FORMAT binary)
SELECT count(*) AS rows, (SELECT count(*) FROM (SELECT * FROM fsrc EXCEPT SELECT * FROM fdst_bin) d) AS differ
FROM fdst_bin;

-- a binary file written from a bigint column loads into a ulid_flake column
-- (the same 8 bytes), and the other way round
CREATE TABLE fsrc_bigint AS SELECT id::bigint AS id, note FROM fsrc;
\copy fsrc_bigint TO 'results/flake_copy_bigint.data' (FORMAT binary)
CREATE TABLE fdst_from_bigint (LIKE fsrc);
\copy fdst_from_bigint FROM 'results/flake_copy_bigint.data' (FORMAT binary)
SELECT count(*) AS rows, (SELECT count(*) FROM (SELECT * FROM fsrc EXCEPT SELECT * FROM fdst_from_bigint) d) AS differ
FROM fdst_from_bigint;

-- send produces exactly the bytes bigint sends
SELECT ulid_flake_send('00CMXB6TAK4SA');
SELECT bool_and(ulid_flake_send(id) = int8send(id::bigint)) AS same_bytes FROM fsrc WHERE id IS NOT NULL;

-- binary fields of other than 8 bytes do not load, nor a negative bigint (see flake)
CREATE TABLE fbytes (b bytea);
CREATE TABLE fone (id ulid_flake);
INSERT INTO fbytes VALUES ('\x0000000000000001ff');
\copy fbytes TO 'results/flake_copy9.data' (FORMAT binary)
\copy fone FROM 'results/flake_copy9.data' (FORMAT binary)
TRUNCATE fbytes;
INSERT INTO fbytes VALUES ('\x00000000000001');
\copy fbytes TO 'results/flake_copy7.data' (FORMAT binary)
\copy fone FROM 'results/flake_copy7.data' (FORMAT binary)

-- bad text in COPY is reported with the line
COPY fdst_text FROM STDIN;
00CMXB6TAK4SA	ok
00CMXB6TAK4SU	bad
\.

DROP TABLE fsrc, fdst_text, fdst_bin, fsrc_bigint, fdst_from_bigint, fbytes, fone;
