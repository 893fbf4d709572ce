"""Read-only access to the analytics replica."""
from __future__ import annotations

import os
from pathlib import Path

import pandas as pd
import psycopg

SQL_DIR = Path(__file__).resolve().parent.parent / "sql"


def dsn() -> str:
    value = os.environ.get("ANALYTICS_DSN")
    if not value:
        raise RuntimeError("ANALYTICS_DSN is not set (postgresql://report_ro@analytics-replica/shop)")
    return value


def load_sql(name: str) -> str:
    return (SQL_DIR / f"{name}.sql").read_text(encoding="utf-8")


def query_df(name: str, params: dict) -> pd.DataFrame:
    """Run sql/<name>.sql with psycopg named parameters and return a DataFrame."""
    sql = load_sql(name)
    with psycopg.connect(dsn(), autocommit=True) as conn:
        conn.execute("SET TIME ZONE 'UTC'")
        with conn.cursor() as cur:
            cur.execute(sql, params)
            columns = [c.name for c in cur.description]
            rows = cur.fetchall()
    return pd.DataFrame(rows, columns=columns)
