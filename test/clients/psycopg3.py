"""psycopg 3: str by default; uuid.UUID parameters; a binary loader that
returns uuid.UUID; binary COPY with set_types(['ulid']); ulid[]."""
import uuid

import psycopg
from psycopg.types import TypeInfo
from psycopg.types.uuid import UUIDBinaryDumper, UUIDBinaryLoader

from common import DSN, ULID, UUID, check, done, ulid_text

with psycopg.connect(DSN, autocommit=True) as conn:
    conn.execute("CREATE EXTENSION IF NOT EXISTS ulid")
    conn.execute("DROP TABLE IF EXISTS c_psycopg3")
    conn.execute("CREATE TABLE c_psycopg3 (id ulid PRIMARY KEY DEFAULT gen_random_ulid(), n int)")
    # DEFAULT, and a native uuid.UUID parameter into the ulid column
    new_id = conn.execute("INSERT INTO c_psycopg3 (n) VALUES (1) RETURNING id").fetchone()[0]
    check("DEFAULT gen_random_ulid() comes back as a 26-character str", isinstance(new_id, str) and len(new_id) == 26)
    conn.execute("INSERT INTO c_psycopg3 (id, n) VALUES (%s, 2)", (UUID,))
    got = conn.execute("SELECT id FROM c_psycopg3 WHERE n = 2").fetchone()[0]
    check("a uuid.UUID parameter is stored (assignment cast)", got == ULID, got)
    conn.execute("UPDATE c_psycopg3 SET n = 3 WHERE id = %s", (UUID,))
    check("UPDATE ... WHERE id = uuid.UUID", conn.execute("SELECT n FROM c_psycopg3 WHERE id = %s", (ULID,)).fetchone()[0] == 3)
    # = ANY with an array parameter (text ids, and uuid.UUID ids)
    n = conn.execute("SELECT count(*) FROM c_psycopg3 WHERE id = ANY(%s::ulid[])", ([ULID, new_id],)).fetchone()[0]
    check("= ANY(%s::ulid[]) with a list of str", n == 2, n)
    n = conn.execute("SELECT count(*) FROM c_psycopg3 WHERE id = ANY(%s)", ([UUID],)).fetchone()[0]
    check("= ANY(%s) with a list of uuid.UUID (ulid = uuid operator)", n == 1, n)

    # register the type: arrays parse, and binary results/COPY use uuid's codec
    info = TypeInfo.fetch(conn, "ulid")
    info.register(conn)
    conn.adapters.register_loader(info.oid, UUIDBinaryLoader)
    dumper = type("UlidBinaryDumper", (UUIDBinaryDumper,), {"oid": info.oid})
    conn.adapters.register_dumper(None, dumper)
    arr = conn.execute("SELECT array_agg(id ORDER BY id) FROM c_psycopg3").fetchone()[0]
    check("ulid[] comes back as a list of str", arr == sorted([ULID, new_id]), arr)
    row = conn.cursor(binary=True).execute("SELECT id FROM c_psycopg3 WHERE n = 3").fetchone()
    check("binary results: uuid.UUID through uuid's loader", row[0] == UUID, row)

    # bulk: binary COPY with set_types
    ids = [uuid.uuid4() for _ in range(1000)]
    with conn.cursor().copy("COPY c_psycopg3 (id, n) FROM STDIN (FORMAT BINARY)") as copy:
        copy.set_types(["ulid", "int4"])
        for i, u in enumerate(ids):
            copy.write_row((u, 100 + i))
    back = conn.execute("SELECT id FROM c_psycopg3 WHERE n >= 100 ORDER BY n").fetchall()
    check("binary COPY of 1000 uuid.UUID into ulid", [r[0] for r in back] == [ulid_text(u) for u in ids])

    # an invalid value: 22P02
    try:
        conn.execute("SELECT %s::ulid", ("not-a-ulid",))
        check("invalid input raises", False)
    except psycopg.errors.InvalidTextRepresentation as e:
        check("invalid input raises InvalidTextRepresentation (22P02)", e.sqlstate == "22P02", e.sqlstate)
    conn.execute("DROP TABLE c_psycopg3")
done()
