"""Admin dashboard reports: today's orders and the CSV export."""
from __future__ import annotations

import csv
import io
from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy import select
from sqlalchemy.orm import Session, joinedload

from app.models import Order

JST = ZoneInfo("Asia/Tokyo")

EXPORT_COLUMNS = [
    "number",
    "status",
    "total",
    "tax",
    "note",
    "created_at",
]


def today_range(now: datetime | None = None) -> tuple[datetime, datetime]:
    """[start, end) of the current business day, for filtering orders.created_at."""
    now = now or datetime.now(JST)
    start = datetime.combine(now.date(), time.min)
    return start, start + timedelta(days=1)


def todays_orders(db: Session, now: datetime | None = None) -> list[Order]:
    start, end = today_range(now)
    stmt = (
        select(Order)
        .options(joinedload(Order.customer))
        .where(Order.created_at >= start, Order.created_at < end)
        .order_by(Order.created_at.desc())
    )
    return list(db.scalars(stmt))


def export_csv(orders: list[Order]) -> str:
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(EXPORT_COLUMNS)
    for o in orders:
        writer.writerow([getattr(o, col) if col != "created_at" else o.created_at.isoformat() for col in EXPORT_COLUMNS])
    return buf.getvalue()
