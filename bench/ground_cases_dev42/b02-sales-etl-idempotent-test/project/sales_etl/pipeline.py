"""One day, end to end: extract -> transform -> load."""
from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

import pandas as pd

from sales_etl import extract, load, transform

log = logging.getLogger(__name__)


def run_day(conn: sqlite3.Connection, src: Path, day: pd.Timestamp | str) -> int:
    """Load the exports in src/<YYYY-MM-DD>/ and return the number of sales rows written."""
    day = pd.Timestamp(day).normalize()
    day_str = day.strftime("%Y-%m-%d")
    raw = extract.read_day(src / day_str)
    sales = transform.clean(raw)
    if sales.empty:
        log.warning("%s: every row was voided or empty", day_str)
    outside = sales["sale_date"] != day_str
    if outside.any():
        # late uploads sometimes carry the previous evening's receipts; keep them, but say so
        log.warning("%s: %d rows dated %s", day_str, int(outside.sum()), sorted(sales.loc[outside, "sale_date"].unique()))
    stores = transform.by_store(sales)
    return load.load_day(conn, sales, stores, day)
