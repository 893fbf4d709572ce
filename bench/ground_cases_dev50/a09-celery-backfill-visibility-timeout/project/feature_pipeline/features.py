"""Customer features for one day, computed from the events warehouse."""
from __future__ import annotations

from datetime import date

import pandas as pd
from sqlalchemy import text

from feature_pipeline.db import engine

QUERY = text("""
    SELECT customer_id,
           count(*) FILTER (WHERE type = 'order')              AS orders_1d,
           coalesce(sum(amount) FILTER (WHERE type = 'order'), 0) AS revenue_1d,
           count(*) FILTER (WHERE type = 'session')            AS sessions_1d,
           count(*) FILTER (WHERE type = 'support_ticket')     AS tickets_1d
    FROM events
    WHERE tenant_id = :tenant AND occurred_at >= :day AND occurred_at < :day + interval '1 day'
    GROUP BY customer_id
""")


def compute_day(tenant_id: str, day: date) -> pd.DataFrame:
    df = pd.read_sql(QUERY, engine, params={"tenant": tenant_id, "day": day})
    df["tenant_id"] = tenant_id
    df["day"] = day
    df["avg_order_value_1d"] = (df["revenue_1d"] / df["orders_1d"]).where(df["orders_1d"] > 0, 0.0).round(2)
    return df[["tenant_id", "customer_id", "day", "orders_1d", "revenue_1d", "avg_order_value_1d",
               "sessions_1d", "tickets_1d"]]
