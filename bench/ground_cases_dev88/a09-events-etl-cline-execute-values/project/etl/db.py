"""Warehouse writes."""
from __future__ import annotations

import pandas as pd
import psycopg2

COLUMNS = ["event_id", "ts", "user_id", "email", "country", "event", "amount_cents"]

INSERT_SQL = (
    "INSERT INTO events (event_id, ts, user_id, email, country, event, amount_cents) "
    "VALUES (%s, %s, %s, %s, %s, %s, %s) ON CONFLICT (event_id) DO NOTHING"
)


def connect(dsn: str):
    conn = psycopg2.connect(dsn)
    conn.autocommit = False
    return conn


def insert_rows(conn, df: pd.DataFrame) -> int:
    rows = df[COLUMNS].itertuples(index=False, name=None)
    n = 0
    with conn.cursor() as cur:
        for row in rows:
            cur.execute(INSERT_SQL, row)
            conn.commit()
            n += 1
    return n


def last_loaded_ts(conn) -> pd.Timestamp | None:
    with conn.cursor() as cur:
        cur.execute("SELECT max(ts) FROM events")
        (ts,) = cur.fetchone()
    return pd.Timestamp(ts) if ts is not None else None
