"""Database helpers: one engine per process, upserts by key."""
from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from contextlib import contextmanager

from sqlalchemy import create_engine, text
from sqlalchemy.engine import Connection, Engine

_engine: Engine | None = None


def engine() -> Engine:
    global _engine
    if _engine is None:
        _engine = create_engine(os.environ["ETL_DATABASE_URL"], pool_pre_ping=True)
    return _engine


@contextmanager
def connect():
    with engine().begin() as conn:  # one transaction per report
        yield conn


def upsert_rows(conn: Connection, table: str, key: Sequence[str], rows: Sequence[Mapping]) -> None:
    if not rows:
        return
    cols = list(rows[0].keys())
    updates = ", ".join(f"{c} = EXCLUDED.{c}" for c in cols if c not in key)
    sql = (f"INSERT INTO {table} ({', '.join(cols)}) VALUES ({', '.join(':' + c for c in cols)}) "
           f"ON CONFLICT ({', '.join(key)}) DO UPDATE SET {updates}")
    conn.execute(text(sql), [dict(r) for r in rows])
