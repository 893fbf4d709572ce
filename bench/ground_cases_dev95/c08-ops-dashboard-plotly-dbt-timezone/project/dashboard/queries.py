"""Read-only queries against the analytics warehouse (PostgreSQL)."""
from __future__ import annotations

import os
from datetime import date, timedelta

import pandas as pd
from sqlalchemy import create_engine, text

DEFAULT_URL = "postgresql+psycopg://dash_ro@warehouse.internal:5432/analytics"

DAU_SQL = text("""
    SELECT day, platform, dau
    FROM analytics.daily_active_users
    WHERE day >= :since
    ORDER BY day, platform
""")

RETENTION_SQL = text("""
    SELECT cohort_week, week_offset, retained, cohort_size
    FROM analytics.weekly_retention
    WHERE cohort_week >= :since
""")


def engine():
    return create_engine(os.environ.get("WAREHOUSE_URL", DEFAULT_URL), pool_pre_ping=True)


def daily_active(since: date | None = None, eng=None) -> pd.DataFrame:
    """Wide frame: one row per day, one column per platform."""
    since = since or date.today() - timedelta(days=90)
    with (eng or engine()).connect() as con:
        df = pd.read_sql(DAU_SQL, con, params={"since": since}, parse_dates=["day"])
    wide = df.pivot_table(index="day", columns="platform", values="dau", aggfunc="sum")
    return wide.fillna(0).astype(int)


def retention(since: date | None = None, eng=None) -> pd.DataFrame:
    since = since or date.today() - timedelta(weeks=12)
    with (eng or engine()).connect() as con:
        return pd.read_sql(RETENTION_SQL, con, params={"since": since}, parse_dates=["cohort_week"])
