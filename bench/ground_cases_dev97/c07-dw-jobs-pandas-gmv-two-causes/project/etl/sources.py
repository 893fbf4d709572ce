"""Reading from the orders database (read-only replica)."""
from __future__ import annotations

import os
from datetime import date, datetime, time

import pandas as pd
from sqlalchemy import create_engine, text

_engine = None


def engine():
    global _engine
    if _engine is None:
        _engine = create_engine(os.environ["ORDERS_DSN"], pool_pre_ping=True)
    return _engine


def read_orders(start: date, end: date) -> pd.DataFrame:
    """Orders with paid_at in [start, end). paid_at is stored as UTC DATETIME (no zone)."""
    sql = text(
        """
        SELECT order_id, shop_id, status, amount, paid_at
        FROM orders
        WHERE paid_at >= :start AND paid_at < :end
        """
    )
    params = {"start": datetime.combine(start, time.min), "end": datetime.combine(end, time.min)}
    with engine().connect() as conn:
        df = pd.read_sql(sql, conn, params=params, parse_dates=["paid_at"])
    df["amount"] = df["amount"].astype("float64")
    return df


def read_shops() -> pd.DataFrame:
    with engine().connect() as conn:
        return pd.read_sql(text("SELECT shop_id, shop_name, city FROM shops"), conn)
