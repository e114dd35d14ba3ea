"""asyncpg: str by default (text format); the builtin uuid codec for ulid (binary protocol: uuid.UUID both
ways); copy_records_to_table; ulid[]."""
import asyncio
import os
import uuid

import asyncpg

from common import ULID, UUID, check, done, ulid_text


async def main():
    conn = await asyncpg.connect(host=os.environ["PGHOST"], port=int(os.environ["PGPORT"]),
                                 user=os.environ.get("PGUSER", "postgres"),
                                 database=os.environ.get("PGDATABASE", "postgres"))
    await conn.execute("CREATE EXTENSION IF NOT EXISTS ulid")
    await conn.execute("DROP TABLE IF EXISTS c_asyncpg")
    await conn.execute("CREATE TABLE c_asyncpg (id ulid PRIMARY KEY DEFAULT gen_random_ulid(), n int)")
    # without a codec asyncpg asks for ulid in text format: str, no cast needed
    value = await conn.fetchval("SELECT gen_ulid()")
    check("without a codec: SELECT gen_ulid() gives a 26-character str", isinstance(value, str) and len(value) == 26,
          repr(value))
    row = await conn.fetchrow("INSERT INTO c_asyncpg (n) VALUES (1) RETURNING id")
    check("without a codec: DEFAULT gen_random_ulid() comes back as str", isinstance(row[0], str) and len(row[0]) == 26,
          repr(row[0]))
    # the builtin uuid codec: the bytes are the same
    await conn.set_builtin_type_codec("ulid", codec_name="uuid")
    new_id = await conn.fetchval("INSERT INTO c_asyncpg (n) VALUES (2) RETURNING id")
    check("with the uuid codec: DEFAULT gen_random_ulid() comes back as uuid.UUID", isinstance(new_id, uuid.UUID))
    await conn.execute("INSERT INTO c_asyncpg (id, n) VALUES ($1, 3)", UUID)
    check("uuid.UUID parameter into ulid",
          await conn.fetchval("SELECT id::text FROM c_asyncpg WHERE n = 3") == ULID)
    check("= ANY($1) with a list of uuid.UUID (ulid[] parameter)",
          await conn.fetchval("SELECT count(*) FROM c_asyncpg WHERE id = ANY($1)", [UUID, new_id]) == 2)
    arr = await conn.fetchval("SELECT array_agg(id ORDER BY id) FROM c_asyncpg WHERE n >= 2")
    check("ulid[] comes back as a list of uuid.UUID", arr == sorted([UUID, new_id]), arr)
    ids = [uuid.uuid4() for _ in range(1000)]
    await conn.copy_records_to_table("c_asyncpg", records=[(u, 100 + i) for i, u in enumerate(ids)],
                                     columns=["id", "n"])
    back = await conn.fetch("SELECT id::text AS t FROM c_asyncpg WHERE n >= 100 ORDER BY n")
    check("copy_records_to_table of 1000 uuid.UUID", [r["t"] for r in back] == [ulid_text(u) for u in ids])
    try:
        await conn.fetchval("SELECT $1::text::ulid", "not-a-ulid")
        check("invalid input raises", False)
    except asyncpg.exceptions.InvalidTextRepresentationError as e:
        check("invalid input raises InvalidTextRepresentationError (22P02)", e.sqlstate == "22P02", e.sqlstate)
    await conn.execute("DROP TABLE c_asyncpg")
    await conn.close()

asyncio.run(main())
done()
