from datetime import UTC, date, datetime, timedelta

from fastapi import APIRouter, Depends
from pydantic import BaseModel
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.db import get_session
from app.models import Order

router = APIRouter(prefix="/reports", tags=["reports"])


class DayRevenue(BaseModel):
    day: date
    orders: int
    revenue_cents: int


@router.get("/daily-revenue", response_model=list[DayRevenue])
def daily_revenue(shop_id: int, days: int = 30, session: Session = Depends(get_session)) -> list[DayRevenue]:
    since = datetime.now(UTC) - timedelta(days=days)
    day = func.date_trunc("day", Order.created_at).label("day")
    stmt = (
        select(day, func.count(Order.id), func.sum(Order.total_cents))
        .where(Order.shop_id == shop_id, Order.created_at >= since, Order.refunded_at.is_(None))
        .group_by(day)
        .order_by(day)
    )
    return [
        DayRevenue(day=d.date() if isinstance(d, datetime) else d, orders=n, revenue_cents=total or 0)
        for d, n, total in session.execute(stmt)
    ]
