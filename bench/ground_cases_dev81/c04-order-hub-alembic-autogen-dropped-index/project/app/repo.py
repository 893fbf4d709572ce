from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.models import Customer, Order

PAGE_SIZE = 20


def list_orders_for_customer(session: Session, customer_id: int, before_id: int | None = None) -> list[Order]:
    """Newest first; keyset pagination on (created_at, id)."""
    stmt = select(Order).where(Order.customer_id == customer_id)
    if before_id is not None:
        anchor = session.get(Order, before_id)
        if anchor is not None:
            stmt = stmt.where(Order.created_at < anchor.created_at)
    stmt = stmt.order_by(Order.created_at.desc(), Order.id.desc()).limit(PAGE_SIZE)
    return list(session.scalars(stmt))


def customer_stats(session: Session, customer_id: int) -> dict:
    row = session.execute(
        select(func.count(Order.id), func.coalesce(func.sum(Order.total_fen), 0))
        .where(Order.customer_id == customer_id, Order.status != "cancelled")
    ).one()
    return {"orders": row[0], "total_fen": int(row[1])}


def find_customer_by_email(session: Session, email: str) -> Customer | None:
    return session.scalar(select(Customer).where(Customer.email == email.strip().lower()))
