from contextlib import contextmanager
from datetime import datetime
from decimal import Decimal
import os

from sqlalchemy import ForeignKey, Numeric, String, create_engine, func, select
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship, sessionmaker

engine = create_engine(os.environ.get("DATABASE_URL", "postgresql+psycopg://shop@localhost/shop"))
Session = sessionmaker(engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass


class Order(Base):
    __tablename__ = "orders"
    id: Mapped[int] = mapped_column(primary_key=True)
    number: Mapped[str] = mapped_column(String(20), unique=True)
    user_id: Mapped[int]
    email: Mapped[str] = mapped_column(String(255))
    total: Mapped[Decimal] = mapped_column(Numeric(10, 2), default=0)
    created_at: Mapped[datetime] = mapped_column(server_default=func.now())
    confirmation_sent_at: Mapped[datetime | None]
    items: Mapped[list["OrderItem"]] = relationship(back_populates="order")

    @staticmethod
    def next_number(db) -> str:
        count = db.scalar(select(func.count(Order.id))) or 0
        return f"SO{datetime.now():%Y%m%d}{count + 1:05d}"


class OrderItem(Base):
    __tablename__ = "order_items"
    id: Mapped[int] = mapped_column(primary_key=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id"))
    name: Mapped[str] = mapped_column(String(200))
    quantity: Mapped[int]
    price: Mapped[Decimal] = mapped_column(Numeric(10, 2))
    order: Mapped[Order] = relationship(back_populates="items")


@contextmanager
def session_scope():
    db = Session()
    try:
        yield db
        db.commit()
    except Exception:
        db.rollback()
        raise
    finally:
        db.close()
