from datetime import datetime
from enum import IntEnum

from sqlalchemy import BigInteger, DateTime, ForeignKey, Integer, SmallInteger, String, func
from sqlalchemy.orm import Mapped, mapped_column, relationship

from app.db import Base


class OrderStatus(IntEnum):
    PENDING = 0
    PAID = 1
    SHIPPED = 2
    DONE = 3
    CANCELLED = 4
    REFUNDED = 5


class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    nickname: Mapped[str] = mapped_column(String(64), default="")
    phone: Mapped[str | None] = mapped_column(String(20), index=True)
    openid: Mapped[str | None] = mapped_column(String(64), unique=True)
    status: Mapped[int] = mapped_column(SmallInteger, default=1)  # 1 正常 0 禁用
    created_at: Mapped[datetime] = mapped_column(DateTime, server_default=func.now())

    orders: Mapped[list["Order"]] = relationship(back_populates="user")


class Order(Base):
    __tablename__ = "orders"

    id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    order_no: Mapped[str] = mapped_column(String(32), unique=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"), index=True)
    amount_cents: Mapped[int] = mapped_column(Integer)
    status: Mapped[OrderStatus] = mapped_column(SmallInteger, default=OrderStatus.PENDING)
    created_at: Mapped[datetime] = mapped_column(DateTime, server_default=func.now(), index=True)
    paid_at: Mapped[datetime | None] = mapped_column(DateTime)
    remark: Mapped[str] = mapped_column(String(255), default="")

    user: Mapped[User] = relationship(back_populates="orders")
