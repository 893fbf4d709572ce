from datetime import datetime

from sqlalchemy import DateTime, ForeignKey, Integer, Numeric, String, Text
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship


class Base(DeclarativeBase):
    pass


class Customer(Base):
    __tablename__ = "customers"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(120))
    email: Mapped[str] = mapped_column(String(255), unique=True)


class Order(Base):
    __tablename__ = "orders"

    id: Mapped[int] = mapped_column(primary_key=True)
    number: Mapped[str] = mapped_column(String(20), unique=True)
    customer_id: Mapped[int] = mapped_column(ForeignKey("customers.id"))
    status: Mapped[str] = mapped_column(String(20), default="new")
    total: Mapped[int] = mapped_column(Integer)  # yen, tax included
    tax: Mapped[int] = mapped_column(Integer)
    discount_rate = mapped_column(Numeric(4, 3), nullable=True)
    note: Mapped[str | None] = mapped_column(Text, nullable=True)
    # naive datetime in UTC (server_default now() at time zone 'utc')
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=False))

    customer: Mapped[Customer] = relationship()
