from __future__ import annotations

import datetime as dt
import os
from collections.abc import Iterable

import psycopg
from psycopg.types.json import Jsonb


def connect() -> psycopg.Connection:
    """Read-only connection to the orders replica (REPORTS_DSN)."""
    return psycopg.connect(os.environ["REPORTS_DSN"], autocommit=True)


def _dashboard() -> psycopg.Connection:
    return psycopg.connect(os.environ["DASHBOARD_DSN"])


def replace_rows(target: str, start: dt.date, end: dt.date, rows: Iterable[dict]) -> None:
    """Replace the stored rows of `target` for [start, end] in one transaction."""
    with _dashboard() as conn, conn.cursor() as cur:
        cur.execute(
            "DELETE FROM report_rows WHERE report = %s AND day BETWEEN %s AND %s",
            (target, start, end),
        )
        cur.executemany(
            "INSERT INTO report_rows (report, day, payload) VALUES (%s, %s, %s)",
            [(target, r.get("day", start), Jsonb(r)) for r in rows],
        )
