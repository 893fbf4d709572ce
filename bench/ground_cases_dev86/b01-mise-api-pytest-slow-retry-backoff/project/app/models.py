from decimal import Decimal

from sqlalchemy import ForeignKey, Numeric, String
from sqlalchemy.orm import Mapped, mapped_column, relationship

from app.db import Base


class Coupon(Base):
    __tablename__ = "coupons"
    id: Mapped[int] = mapped_column(primary_key=True)
    code: Mapped[str] = mapped_column(String(32), unique=True)
    discount_pct: Mapped[int] = mapped_column(default=10)


class Order(Base):
    __tablename__ = "orders"
    id: Mapped[int] = mapped_column(primary_key=True)
    subtotal: Mapped[Decimal] = mapped_column(Numeric(10, 0))
    coupon_id: Mapped[int | None] = mapped_column(ForeignKey("coupons.id"))
    coupon: Mapped[Coupon | None] = relationship()
