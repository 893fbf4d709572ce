"""Pull one day of orders from the shop database."""
from __future__ import annotations

from datetime import date, datetime, time, timedelta

import pandas as pd
import sqlalchemy as sa

QUERY = sa.text("""
    SELECT o.id AS order_id, o.created_at, o.status, o.channel, o.amount_cents, o.user_id
    FROM orders o
    WHERE o.created_at >= :start AND o.created_at < :end
      AND o.status <> 'cancelled'
""")


def day_window(day: date) -> tuple[datetime, datetime]:
    """[00:00, 24:00) of ``day``; created_at is stored as UTC without a zone."""
    start = datetime.combine(day, time.min)
    return start, start + timedelta(days=1)


def load_orders(engine: sa.Engine, day: date) -> pd.DataFrame:
    start, end = day_window(day)
    with engine.connect() as conn:
        frame = pd.read_sql(QUERY, conn, params={"start": start, "end": end}, parse_dates=["created_at"])
    return frame
