"""Read-only queries against the warehouse. The numbers are defined in analytics-dbt (mart.*)."""
from __future__ import annotations

import os
from datetime import date

import pandas as pd
from sqlalchemy import create_engine, text
from sqlalchemy.engine import Engine

DAILY_KPIS = text("""
    SELECT day, sessions, orders, revenue, cvr, aov
    FROM mart.daily_kpis
    WHERE day BETWEEN :start AND :end
    ORDER BY day
""")

CHANNEL_SPLIT = text("""
    SELECT day, channel, sessions, orders
    FROM mart.daily_channel_kpis
    WHERE day BETWEEN :start AND :end
    ORDER BY day, channel
""")

_engine: Engine | None = None


def engine() -> Engine:
    global _engine
    if _engine is None:
        _engine = create_engine(os.environ["WAREHOUSE_URL"], pool_pre_ping=True)
    return _engine


def daily_kpis(start: date, end: date) -> pd.DataFrame:
    with engine().connect() as conn:
        df = pd.read_sql(DAILY_KPIS, conn, params={"start": start, "end": end}, parse_dates=["day"])
    return df


def channel_split(start: date, end: date) -> pd.DataFrame:
    with engine().connect() as conn:
        return pd.read_sql(CHANNEL_SPLIT, conn, params={"start": start, "end": end}, parse_dates=["day"])
