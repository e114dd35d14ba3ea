-- COPY ... ON_ERROR ignore (PostgreSQL 17+) skips rows with bad BaseUIDs.
CREATE TABLE cb (id baseuid, note text);
COPY cb FROM STDIN WITH (ON_ERROR ignore);
ANjssJkyfa3H00J9ZPJG	good
ANjssJkyfa3H00J9ZPJ+	plus
ANjssJkyfa3H00J9ZPJ	short
ANjssJkyfa3H00J9ZPJGG	long
zzzzzzzzzzzzzzzzzzzz	good too
\.
SELECT * FROM cb ORDER BY id;
DROP TABLE cb;
