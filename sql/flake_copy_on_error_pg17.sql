-- COPY ... ON_ERROR ignore (PostgreSQL 17+) skips rows with bad Ulid-Flake ids.
CREATE TABLE cf (id ulid_flake, note text);
COPY cf FROM STDIN WITH (ON_ERROR ignore);
00CMXB6TAK4SA	good
00CMXB6TAK4SU	bad character
8000000000000	overflow
00CMXB6TAK4S	short
00CMXB6TAK4SAA	long
7ZZZZZZZZZZZZ	good too
\.
SELECT * FROM cf ORDER BY id;
DROP TABLE cf;
