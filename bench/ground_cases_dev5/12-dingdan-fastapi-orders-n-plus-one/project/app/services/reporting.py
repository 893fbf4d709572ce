from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session, joinedload

from app.models import Order


def revenue_by_customer(db: Session) -> dict[int, Decimal]:
    stmt = select(Order).options(joinedload(Order.items))
    totals: dict[int, Decimal] = {}
    for order in db.scalars(stmt).unique():
        amount = sum((i.unit_price * i.quantity for i in order.items), Decimal("0"))
        totals[order.customer_id] = totals.get(order.customer_id, Decimal("0")) + amount
    return totals
