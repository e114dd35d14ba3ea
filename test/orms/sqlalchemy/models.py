"""The models of test/orms/sqlalchemy_recipe.py (and of its Alembic env.py)."""
from sqlalchemy import Column, ForeignKey, Integer, Text, text
from sqlalchemy.orm import declarative_base, relationship

from sqlalchemy_ulid import Ulid

Base = declarative_base()


class Customer(Base):
    __tablename__ = "customer"
    id = Column(Ulid, primary_key=True, server_default=text("gen_random_ulid()"))
    name = Column(Text, nullable=False)
    orders = relationship("Order", back_populates="customer", order_by="Order.id")


class Order(Base):
    __tablename__ = "orders"
    id = Column(Ulid, primary_key=True, server_default=text("gen_random_ulid()"))
    customer_id = Column(Ulid, ForeignKey("customer.id"), nullable=False, index=True)
    ref = Column(Ulid)
    n = Column(Integer, nullable=False)
    customer = relationship(Customer, back_populates="orders")
