"""The ulid column type for SQLAlchemy 1.4 (and 2.0) on PostgreSQL with the
ulid extension, and its Alembic hook.

Copy this file into your project (it is tested by test/orms/sqlalchemy_recipe.py).
Values are the 26-character text (str); uuid.UUID values are accepted too.

    id = Column(Ulid, primary_key=True, server_default=text("gen_random_ulid()"))
    customer_id = Column(Ulid, ForeignKey("customer.id"), nullable=False)

Alembic: in env.py, context.configure(..., render_item=render_item), so that
autogenerate writes Ulid() with its import.
"""
from sqlalchemy.dialects.postgresql import base as pg_base
from sqlalchemy.types import UserDefinedType


class Ulid(UserDefinedType):
    cache_ok = True

    def get_col_spec(self, **kw):
        return "ulid"

    def bind_processor(self, dialect):  # str or uuid.UUID: the server reads both text forms
        return lambda value: None if value is None else str(value)


# reflection (and so Alembic's comparison) knows the type
pg_base.ischema_names["ulid"] = Ulid


def render_item(type_, obj, autogen_context):
    if type_ == "type" and isinstance(obj, Ulid):
        autogen_context.imports.add("from %s import Ulid" % type(obj).__module__)
        return "Ulid()"
    return False
