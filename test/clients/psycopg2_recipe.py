"""psycopg2: str by default; uuid.UUID parameters after register_uuid();
a typecaster that returns uuid.UUID; COPY; ulid[]."""
import io
import uuid

import psycopg2
import psycopg2.extensions
import psycopg2.extras

from common import DSN, ULID, UUID, check, done, ulid_text, uuid_of

psycopg2.extras.register_uuid()  # uuid.UUID parameters are sent as '...'::uuid
conn = psycopg2.connect(DSN)
conn.autocommit = True
cur = conn.cursor()
cur.execute("CREATE EXTENSION IF NOT EXISTS ulid")
cur.execute("DROP TABLE IF EXISTS c_psycopg2")
cur.execute("CREATE TABLE c_psycopg2 (id ulid PRIMARY KEY DEFAULT gen_random_ulid(), n int)")
cur.execute("INSERT INTO c_psycopg2 (n) VALUES (1) RETURNING id")
new_id = cur.fetchone()[0]
check("DEFAULT gen_random_ulid() comes back as a 26-character str", isinstance(new_id, str) and len(new_id) == 26)
cur.execute("INSERT INTO c_psycopg2 (id, n) VALUES (%s, 2)", (UUID,))
cur.execute("SELECT id FROM c_psycopg2 WHERE n = 2")
check("a uuid.UUID parameter is stored (assignment cast)", cur.fetchone()[0] == ULID)
cur.execute("SELECT count(*) FROM c_psycopg2 WHERE id = ANY(%s::ulid[])", ([ULID, new_id],))
check("= ANY(%s::ulid[]) with a list of str", cur.fetchone()[0] == 2)

# a typecaster: ulid -> uuid.UUID, and ulid[] -> list of uuid.UUID
cur.execute("SELECT 'ulid'::regtype::oid, 'ulid[]'::regtype::oid")
oid, array_oid = cur.fetchone()
ULID_T = psycopg2.extensions.new_type((oid,), "ULID", lambda v, c: None if v is None else uuid_of(v))
psycopg2.extensions.register_type(ULID_T, conn)
psycopg2.extensions.register_type(psycopg2.extensions.new_array_type((array_oid,), "ULID[]", ULID_T), conn)
cur.execute("SELECT id FROM c_psycopg2 WHERE n = 2")
check("with a typecaster: uuid.UUID", cur.fetchone()[0] == UUID)
cur.execute("SELECT array_agg(id ORDER BY id) FROM c_psycopg2")
arr = cur.fetchone()[0]
check("ulid[] with an array typecaster: list of uuid.UUID", arr == sorted([UUID, uuid_of(new_id)]), arr)

# bulk: COPY FROM of text rows (uuid text is accepted by ulid input)
ids = [uuid.uuid4() for _ in range(1000)]
cur.copy_expert("COPY c_psycopg2 (id, n) FROM STDIN",
                io.StringIO("".join("{}\t{}\n".format(u, 100 + i) for i, u in enumerate(ids))))
cur.execute("SELECT id FROM c_psycopg2 WHERE n >= 100 ORDER BY n")
check("COPY of 1000 uuid-formatted ids", [r[0] for r in cur.fetchall()] == ids)
try:
    cur.execute("SELECT %s::ulid", ("not-a-ulid",))
    check("invalid input raises", False)
except psycopg2.errors.InvalidTextRepresentation as e:
    check("invalid input raises InvalidTextRepresentation (22P02)", e.pgcode == "22P02", e.pgcode)
cur.execute("DROP TABLE c_psycopg2")
done()
