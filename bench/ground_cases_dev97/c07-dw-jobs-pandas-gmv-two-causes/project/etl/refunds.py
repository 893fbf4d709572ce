"""Refunds, as the finance team books them: by the day the money went back."""
from __future__ import annotations

from datetime import date, datetime, time, timedelta

import pandas as pd
from sqlalchemy import text

from etl.sources import engine


def refunds_for_day(day: date) -> pd.DataFrame:
    """Refunds whose refunded_at (UTC) falls on ``day``, whatever day the order was paid."""
    sql = text(
        """
        SELECT r.refund_id, o.shop_id, r.order_id, r.refund_amount, r.refunded_at
        FROM refunds r
        JOIN orders o ON o.order_id = r.order_id
        WHERE r.status = 'succeeded'
          AND r.refunded_at >= :start AND r.refunded_at < :end
        """
    )
    start = datetime.combine(day, time.min)
    params = {"start": start, "end": start + timedelta(days=1)}
    with engine().connect() as conn:
        df = pd.read_sql(sql, conn, params=params, parse_dates=["refunded_at"])
    df["refund_amount"] = df["refund_amount"].astype("float64")
    return df


def refund_rate(paid_total: float, refunds: pd.DataFrame) -> float:
    if paid_total <= 0:
        return 0.0
    return float(refunds["refund_amount"].sum()) / paid_total
