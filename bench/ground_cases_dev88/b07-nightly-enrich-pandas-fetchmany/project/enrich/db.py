import os
from contextlib import contextmanager

import psycopg


def dsn() -> str:
    return os.environ.get("ENRICH_DSN", "postgresql://batch@localhost:5432/master")


@contextmanager
def connect():
    conn = psycopg.connect(dsn(), autocommit=True)
    try:
        yield conn
    finally:
        conn.close()
