"""Read-only access to the daily_stats table (filled by the nightly ETL)."""
from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import date

from sqlalchemy import create_engine, text

DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql+psycopg://localhost/shop_analytics")

engine = create_engine(DATABASE_URL, pool_pre_ping=True)


@dataclass(frozen=True)
class DailyRow:
    day: date
    visits: int
    orders: int
    revenue: int  # yen


def fetch_daily(shop_id: int, start: date, end: date) -> list[DailyRow]:
    sql = text(
        """
        SELECT day, visits, orders, revenue
          FROM daily_stats
         WHERE shop_id = :shop_id AND day BETWEEN :start AND :end
         ORDER BY day
        """
    )
    with engine.connect() as conn:
        rows = conn.execute(sql, {"shop_id": shop_id, "start": start, "end": end}).all()
    return [DailyRow(r.day, r.visits, r.orders, r.revenue) for r in rows]
