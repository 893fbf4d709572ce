"""Write a cleaned day into the warehouse (SQLite)."""
from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

import pandas as pd

log = logging.getLogger(__name__)

SCHEMA = """
CREATE TABLE IF NOT EXISTS daily_sales (
    sale_date   TEXT NOT NULL,
    store_code  TEXT NOT NULL,
    receipt_no  TEXT NOT NULL,
    sold_at     TEXT NOT NULL,
    sku         TEXT NOT NULL,
    qty         INTEGER NOT NULL,
    gross       REAL,
    discount    REAL,
    net         REAL NOT NULL,
    source_file TEXT
);
CREATE INDEX IF NOT EXISTS daily_sales_date ON daily_sales (sale_date);
CREATE TABLE IF NOT EXISTS store_daily (
    store_code TEXT NOT NULL,
    sale_date  TEXT NOT NULL,
    receipts   INTEGER NOT NULL,
    items      INTEGER NOT NULL,
    net        REAL NOT NULL,
    PRIMARY KEY (store_code, sale_date)
);
"""


def connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA)
    return conn


def load_day(conn: sqlite3.Connection, sales: pd.DataFrame, stores: pd.DataFrame, day: pd.Timestamp) -> int:
    """Replace the day's rows. Running the same day twice must not duplicate anything."""
    rows = sales.assign(sold_at=sales["sold_at"].dt.strftime("%Y-%m-%d %H:%M:%S"))
    with conn:
        conn.execute("DELETE FROM daily_sales WHERE sale_date = ?", (str(day),))
        rows.to_sql("daily_sales", conn, if_exists="append", index=False)
        conn.executemany(
            "INSERT OR REPLACE INTO store_daily (store_code, sale_date, receipts, items, net) VALUES (?, ?, ?, ?, ?)",
            [(r.store_code, r.sale_date, int(r.receipts), int(r.items), float(r.net)) for r in stores.itertuples()],
        )
    log.info("daily_sales: %d rows for %s, store_daily: %d stores", len(rows), day, len(stores))
    return len(rows)
