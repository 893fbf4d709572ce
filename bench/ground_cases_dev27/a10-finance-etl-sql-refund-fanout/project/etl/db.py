"""Database connection for the reporting jobs (read replica)."""
from __future__ import annotations

import os

import psycopg


def connect() -> psycopg.Connection:
    dsn = os.environ.get("REPORTING_DSN", "postgresql://reporting@localhost:5432/shop")
    conn = psycopg.connect(dsn, autocommit=True)
    conn.execute("SET statement_timeout = '120s'")
    return conn
