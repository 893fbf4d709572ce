"""Load one business day of orders from the shop's Postgres replica."""
from __future__ import annotations

from datetime import date, datetime, time, timedelta, timezone

import pandas as pd
import sqlalchemy as sa

from settings import DB_URL, SHOP_TZ

ORDER_COLUMNS = ["order_id", "store_id", "created_at", "status", "total_yen", "discount_yen", "refunded_yen"]

_QUERY = sa.text(
    """
    SELECT o.id AS order_id, o.store_id, o.created_at, o.status,
           o.total_yen, o.discount_yen, COALESCE(r.amount_yen, 0) AS refunded_yen
      FROM orders o
      LEFT JOIN refunds r ON r.order_id = o.id
     WHERE o.created_at >= :start AND o.created_at < :end
    """
)


def day_window(day: date) -> tuple[datetime, datetime]:
    """[start, end) of one business day, as aware datetimes for the query."""
    start = datetime.combine(day, time.min, tzinfo=timezone.utc)
    return start, start + timedelta(days=1)


def load_orders(day: date, engine: sa.engine.Engine | None = None) -> pd.DataFrame:
    engine = engine or sa.create_engine(DB_URL)
    start, end = day_window(day)
    with engine.connect() as conn:
        frame = pd.read_sql(_QUERY, conn, params={"start": start, "end": end}, parse_dates=["created_at"])
    if frame.empty:
        return pd.DataFrame(columns=ORDER_COLUMNS)
    frame["created_at"] = frame["created_at"].dt.tz_convert(SHOP_TZ)
    return frame[ORDER_COLUMNS]


def yesterday(now: datetime | None = None) -> date:
    """The business day the 06:15 run reports on."""
    now = now or datetime.now(SHOP_TZ)
    return (now - timedelta(days=1)).date()
