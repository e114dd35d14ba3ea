"""SQLAlchemy 1.4 (psycopg2): the Ulid column type of test/orms/glue (text on
the Python side, uuid.UUID values accepted), reflection of a ulid column, IN lists, bulk
insert."""
import os
import sys
import uuid

import sqlalchemy as sa

from common import DSN, ULID, UUID, check, done, ulid_text

# the type users copy: test/orms/glue/sqlalchemy_ulid.py (it also registers
# the type for reflection)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "orms", "glue"))
from sqlalchemy_ulid import Ulid  # noqa: E402

params = dict(p.split("=", 1) for p in DSN.split())
engine = sa.create_engine("postgresql+psycopg2://{user}@/{dbname}?host={host}&port={port}".format(**params))
meta = sa.MetaData()
t = sa.Table("c_sqlalchemy", meta,
             sa.Column("id", Ulid, primary_key=True, server_default=sa.text("gen_random_ulid()")),
             sa.Column("n", sa.Integer))
with engine.begin() as conn:
    conn.execute(sa.text("CREATE EXTENSION IF NOT EXISTS ulid"))
    meta.drop_all(conn)
    meta.create_all(conn)
    new_id = conn.execute(t.insert().values(n=1).returning(t.c.id)).scalar()
    check("server_default gen_random_ulid() comes back as str", isinstance(new_id, str) and len(new_id) == 26)
    conn.execute(t.insert().values(id=UUID, n=2))
    check("a uuid.UUID value into the ulid column", conn.execute(sa.select(t.c.id).where(t.c.n == 2)).scalar() == ULID)
    check("IN list of ids", conn.execute(sa.select(sa.func.count()).select_from(t).where(t.c.id.in_([ULID, new_id]))).scalar() == 2)
    ids = [uuid.uuid4() for _ in range(500)]
    conn.execute(t.insert(), [{"id": str(u), "n": 100 + i} for i, u in enumerate(ids)])
    back = conn.execute(sa.select(t.c.id).where(t.c.n >= 100).order_by(t.c.n)).scalars().all()
    check("executemany of 500 uuid-formatted ids", back == [ulid_text(u) for u in ids])
    cols = {c["name"]: c["type"] for c in sa.inspect(conn).get_columns("c_sqlalchemy")}
    check("reflection: the id column is Ulid", isinstance(cols["id"], Ulid), cols)
    try:
        with conn.begin_nested():
            conn.execute(t.insert().values(id="not-a-ulid", n=3))
        check("invalid input raises", False)
    except sa.exc.DataError as e:
        check("invalid input raises DataError (22P02)", e.orig.pgcode == "22P02", e.orig.pgcode)
    meta.drop_all(conn)
done()
