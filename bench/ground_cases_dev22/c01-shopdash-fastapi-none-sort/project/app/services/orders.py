from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import Order, OrderStatus


def get_order(db: Session, order_id: int) -> Order | None:
    return db.get(Order, order_id)


def list_orders_for_shop(db: Session, shop_id: int, status: OrderStatus | None = None) -> list[Order]:
    stmt = select(Order).where(Order.shop_id == shop_id)
    if status is not None:
        stmt = stmt.where(Order.status == status)
    return list(db.scalars(stmt.order_by(Order.created_at.desc())))


def recent_paid_orders(db: Session, shop_id: int, days: int = 7) -> list[Order]:
    """Orders of the last `days` days that are paid or refunded, newest payment first."""
    since = datetime.utcnow() - timedelta(days=days)
    rows = db.scalars(
        select(Order).where(
            Order.shop_id == shop_id,
            Order.created_at >= since,
            Order.status.in_([OrderStatus.PAID, OrderStatus.REFUNDED]),
        )
    ).all()
    return sorted(rows, key=lambda o: o.paid_at, reverse=True)


def mark_paid(db: Session, order: Order, when: datetime | None = None) -> Order:
    order.status = OrderStatus.PAID
    order.paid_at = when or datetime.utcnow()
    db.add(order)
    db.commit()
    db.refresh(order)
    return order


def refund(db: Session, order: Order) -> Order:
    if order.status != OrderStatus.PAID:
        raise ValueError(f"order {order.id} is not paid")
    order.status = OrderStatus.REFUNDED
    db.add(order)
    db.commit()
    return order
