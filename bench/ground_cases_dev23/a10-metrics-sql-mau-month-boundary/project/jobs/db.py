"""Connection helper for the reporting jobs (read replica)."""

from __future__ import annotations

import os
from contextlib import contextmanager
from typing import Iterator

import psycopg
from psycopg.rows import dict_row


def dsn() -> str:
    return os.environ.get("REPORTING_DSN", "postgresql://reporting@localhost:5432/app")


@contextmanager
def connect() -> Iterator[psycopg.Connection]:
    """A read-only connection with the session pinned to UTC, so ::date casts
    and date_trunc() agree with the dashboards."""
    with psycopg.connect(dsn(), row_factory=dict_row, autocommit=True) as conn:
        conn.execute("set time zone 'UTC'")
        conn.execute("set default_transaction_read_only = on")
        conn.execute("set statement_timeout = '5min'")
        yield conn


def fetch_all(sql: str, params: dict) -> list[dict]:
    with connect() as conn:
        return conn.execute(sql, params).fetchall()
