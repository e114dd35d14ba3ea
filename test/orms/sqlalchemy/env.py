"""Alembic env.py of test/orms/sqlalchemy_recipe.py: the usual online env,
plus render_item and the comparisons of types and server defaults."""
import sqlalchemy as sa
from alembic import context

from models import Base
from sqlalchemy_ulid import render_item

with sa.create_engine(context.config.get_main_option("sqlalchemy.url")).connect() as connection:
    # (the recipe sets the attribute to None to show autogenerate without the hook)
    context.configure(connection=connection, target_metadata=Base.metadata,
                      render_item=context.config.attributes.get("render_item", render_item),
                      compare_type=True, compare_server_default=True)
    with context.begin_transaction():
        context.run_migrations()
