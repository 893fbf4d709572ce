"""从业务库只读从库拉数据。"""
from __future__ import annotations

import os
from datetime import date, timedelta

import pandas as pd
from sqlalchemy import create_engine, text

_engine = None


def engine():
    global _engine
    if _engine is None:
        url = os.environ.get("REPORT_DB_URL", "mysql+pymysql://report_ro:@10.0.3.25:3306/shop")
        _engine = create_engine(url, pool_pre_ping=True, pool_recycle=1800)
    return _engine


ORDER_SQL = text(
    """
    SELECT o.id, o.user_id, o.shop_id, s.name AS shop_name, o.pay_amount, o.status, o.paid_at
    FROM orders o
    JOIN shops s ON s.id = o.shop_id
    WHERE o.paid_at >= :start AND o.paid_at < :end
      AND o.status IN (1, 2, 3)
    """
)

REFUND_SQL = text(
    """
    SELECT r.order_id, o.shop_id, r.amount, r.refunded_at
    FROM refunds r
    JOIN orders o ON o.id = r.order_id
    WHERE r.refunded_at >= :start AND r.refunded_at < :end AND r.status = 2
    """
)


def load_orders(start: date, end: date) -> pd.DataFrame:
    """[start, end] 两端都含，按支付时间。"""
    params = {"start": start, "end": end + timedelta(days=1)}
    with engine().connect() as conn:
        df = pd.read_sql(ORDER_SQL, conn, params=params, parse_dates=["paid_at"])
    df["pay_amount"] = df["pay_amount"] / 100  # 分 -> 元
    df["pay_date"] = df["paid_at"].dt.date
    return df


def load_refunds(start: date, end: date) -> pd.DataFrame:
    params = {"start": start, "end": end + timedelta(days=1)}
    with engine().connect() as conn:
        df = pd.read_sql(REFUND_SQL, conn, params=params, parse_dates=["refunded_at"])
    df["amount"] = df["amount"] / 100
    df["refund_date"] = df["refunded_at"].dt.date
    return df
