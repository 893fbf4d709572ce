import os
from contextlib import contextmanager

import psycopg


@contextmanager
def connect():
    url = os.environ["DATABASE_URL"]
    with psycopg.connect(url, autocommit=False) as conn:
        conn.execute("SET statement_timeout = '30min'")
        yield conn


def fetch_all(conn, sql, params=None):
    with conn.cursor() as cur:
        cur.execute(sql, params or {})
        return cur.fetchall()


def fetch_one(conn, sql, params=None):
    rows = fetch_all(conn, sql, params)
    return rows[0] if rows else None


def table_exists(conn, name):
    row = fetch_one(conn, "SELECT to_regclass(%(name)s) IS NOT NULL", {"name": name})
    return bool(row and row[0])


def explain(conn, sql, params=None):
    """EXPLAIN (ANALYZE, BUFFERS) a statement; for ad-hoc debugging only."""
    rows = fetch_all(conn, "EXPLAIN (ANALYZE, BUFFERS) " + sql, params)
    return "
".join(r[0] for r in rows)
