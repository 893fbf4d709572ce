from collections.abc import Iterator

from sqlalchemy import create_engine, select
from sqlalchemy.orm import Session, sessionmaker

from app.config import settings
from app.models import Order

engine = create_engine(settings.database_url, pool_pre_ping=True)
SessionLocal = sessionmaker(bind=engine, expire_on_commit=False)


def get_db() -> Iterator[Session]:
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


def orders_page(db: Session, *, status: str | None, offset: int, limit: int) -> list[Order]:
    q = select(Order).order_by(Order.created_at.desc())
    if status:
        q = q.where(Order.status == status)
    return list(db.scalars(q.offset(offset).limit(limit)))


def orders_between(db: Session, start, end, limit: int) -> list[Order]:
    q = (select(Order)
         .where(Order.created_at >= start, Order.created_at < end)
         .order_by(Order.created_at))
    return list(db.scalars(q.limit(limit)))


def count_orders(db: Session, status: str | None = None) -> int:
    from sqlalchemy import func
    q = select(func.count(Order.id))
    if status:
        q = q.where(Order.status == status)
    return db.scalar(q) or 0
