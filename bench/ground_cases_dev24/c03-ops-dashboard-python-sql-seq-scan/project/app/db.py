"""Database helpers: one SQLAlchemy engine and the .sql files under sql/."""
from __future__ import annotations

import os
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path

from sqlalchemy import create_engine, text
from sqlalchemy.engine import Connection, Engine

SQL_DIR = Path(__file__).resolve().parent.parent / "sql"


@lru_cache(maxsize=1)
def engine() -> Engine:
    url = os.environ.get("DATABASE_URL", "postgresql+psycopg://ops:ops@localhost:5432/ops")
    return create_engine(url, pool_size=5, max_overflow=5, pool_pre_ping=True)


@lru_cache(maxsize=None)
def load_sql(name: str) -> str:
    return (SQL_DIR / f"{name}.sql").read_text(encoding="utf-8")


def get_conn() -> Iterator[Connection]:
    with engine().connect() as conn:
        yield conn


def fetch_all(conn: Connection, name: str, **params) -> list[dict]:
    """Run sql/<name>.sql with bound parameters and return plain dicts."""
    rows = conn.execute(text(load_sql(name)), params).mappings().all()
    return [dict(r) for r in rows]
