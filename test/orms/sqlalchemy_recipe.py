"""SQLAlchemy 1.4 + Alembic 1.8 (Debian's python3-sqlalchemy, python3-alembic,
psycopg2): the Ulid type of glue/sqlalchemy_ulid.py as primary key with
server_default gen_random_ulid() and as a foreign key; ORM create/get/order_by/bulk;
Alembic autogenerate (Ulid() with its import), upgrade, a second autogenerate
with no changes, downgrade/upgrade; the 22P02 DataError; the TypeDecorator trap."""
import os
import re
import shutil
import sys
import tempfile
import uuid

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, "sqlalchemy"), os.path.join(HERE, "glue"), os.path.join(HERE, "..", "clients")]

import alembic  # noqa: E402
import sqlalchemy as sa  # noqa: E402
from alembic import command  # noqa: E402
from alembic.autogenerate import compare_metadata  # noqa: E402
from alembic.config import Config  # noqa: E402
from alembic.migration import MigrationContext  # noqa: E402
from sqlalchemy.dialects import postgresql  # noqa: E402
from sqlalchemy.orm import Session  # noqa: E402
from sqlalchemy.schema import CreateTable  # noqa: E402

from common import ULID, UUID, check, done, time_ordered  # noqa: E402
from models import Base, Customer, Order  # noqa: E402
from sqlalchemy_ulid import Ulid  # noqa: E402

URL = "postgresql+psycopg2://{}@/{}?host={}&port={}".format(
    os.environ.get("PGUSER", "postgres"), os.environ["PGDATABASE"], os.environ["PGHOST"], os.environ["PGPORT"])
W = tempfile.mkdtemp(prefix="ulid-alembic.")
try:
    shutil.copy(os.path.join(HERE, "sqlalchemy", "env.py"), W)
    shutil.copy(os.path.join(os.path.dirname(alembic.__file__), "templates", "generic", "script.py.mako"), W)
    os.mkdir(os.path.join(W, "versions"))
    cfg = Config()
    cfg.set_main_option("script_location", W)
    cfg.set_main_option("sqlalchemy.url", URL.replace("%", "%%"))
    engine = sa.create_engine(URL)
    with engine.begin() as conn:  # what the first migration does by hand (autogenerate knows no extensions)
        conn.execute(sa.text("CREATE EXTENSION IF NOT EXISTS ulid"))

    cfg.attributes["render_item"] = None  # the trap: autogenerate without the hook
    trap = command.revision(cfg, message="trap", autogenerate=True)
    src = open(trap.path).read()
    check("the trap: without render_item autogenerate writes sqlalchemy_ulid.Ulid() and no import of it",
          "sqlalchemy_ulid.Ulid()" in src and "import sqlalchemy_ulid" not in src, src)
    os.remove(trap.path)
    del cfg.attributes["render_item"]

    first = command.revision(cfg, message="initial", autogenerate=True)
    src = open(first.path).read()
    check("autogenerate writes Ulid() and imports it (render_item)",
          "from sqlalchemy_ulid import Ulid" in src and "sa.Column('id', Ulid(), server_default=sa.text('gen_random_ulid()')" in src, src)
    command.upgrade(cfg, "head")
    second = command.revision(cfg, message="again", autogenerate=True)
    body = re.search(r"def upgrade\(\) -> None:\n(.*?)\n\n", open(second.path).read(), re.S).group(1)
    ops = [line.strip() for line in body.splitlines() if line.strip() and not line.strip().startswith("#")]
    check("a second autogenerate after upgrade: no operations", ops == ["pass"], body)
    os.remove(second.path)
    with engine.connect() as conn:
        diff = compare_metadata(MigrationContext.configure(conn, opts={
            "compare_type": True, "compare_server_default": True}), Base.metadata)
        check("compare_metadata (types and server defaults): no differences", diff == [], diff)
        cols = {c["name"]: c for c in sa.inspect(conn).get_columns("orders")}
        check("reflection: id is Ulid with default gen_random_ulid()",
              isinstance(cols["id"]["type"], Ulid) and cols["id"]["default"] == "gen_random_ulid()", cols["id"])
    command.downgrade(cfg, "base")
    command.upgrade(cfg, "head")
    check("downgrade to base and upgrade again", sa.inspect(engine).has_table("orders"))

    with Session(engine) as s:
        c = Customer(name="a")
        s.add(c)
        s.flush()
        check("ORM add + flush: the server's gen_random_ulid() comes back as a 26-character str",
              isinstance(c.id, str) and len(c.id) == 26, c.id)
        o = Order(customer_id=c.id, n=1, ref=UUID)
        s.add(o)
        s.commit()
        check("a relationship over the ulid foreign key", s.get(Order, o.id).customer_id == c.id)
        check("a uuid.UUID into a Ulid column reads back as its ULID", s.get(Order, o.id).ref == ULID)
        check("filter by a uuid.UUID", s.query(Order).filter(Order.ref == UUID).count() == 1)
        s.add_all([Order(customer_id=c.id, n=i) for i in range(2, 202)])
        s.commit()
        check("add_all of 200 rows, ids from the server", s.query(Order).count() == 201)
        s.execute(sa.insert(Order), [{"customer_id": c.id, "n": i} for i in range(202, 702)])
        s.commit()
        rows = [(r.id, r.n) for r in s.query(Order.id, Order.n).order_by(Order.id).all()]
        check("bulk insert (executemany) of 500 more; order_by(id) is creation order to the millisecond",
              len(rows) == 701 and time_ordered(rows), rows[:5])
        check("relationship ordered by id", [(x.id, x.n) for x in s.get(Customer, c.id).orders] == rows)
        u = s.execute(sa.select(sa.cast(Order.id, postgresql.UUID(as_uuid=True))).where(Order.id == o.id)).scalar()
        check("the uuid.UUID of an id: cast(Order.id, UUID(as_uuid=True))", isinstance(u, uuid.UUID) and
              s.get(Order, u) is not None, u)
        try:
            s.get(Order, "not-a-ulid")
            check("get() of an invalid id raises", False)
        except sa.exc.DataError as e:
            check("get() of an invalid id raises sqlalchemy.exc.DataError, pgcode 22P02", e.orig.pgcode == "22P02",
                  e.orig.pgcode)
        s.rollback()

    class UuidDecorator(sa.types.TypeDecorator):  # the trap
        impl = postgresql.UUID
        cache_ok = True
    ddl = str(CreateTable(sa.Table("t", sa.MetaData(), sa.Column("id", UuidDecorator, primary_key=True)))
              .compile(dialect=postgresql.dialect()))
    check("the trap: a TypeDecorator over UUID creates a uuid column, not ulid", "id UUID NOT NULL" in ddl, ddl)
finally:
    shutil.rmtree(W, ignore_errors=True)
done()
