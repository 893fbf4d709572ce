import os
from contextlib import contextmanager

import psycopg
from psycopg.rows import dict_row


def dsn() -> str:
    return os.environ["BI_DSN"]


@contextmanager
def connect():
    with psycopg.connect(dsn(), row_factory=dict_row) as conn:
        yield conn


def run_sql_file(conn, path: str, params: dict) -> list[dict]:
    """Run a .sql file that uses :name placeholders."""
    with open(path, encoding="utf-8") as f:
        sql = f.read()
    for key in params:
        sql = sql.replace(f":{key}", f"%({key})s")
    with conn.cursor() as cur:
        cur.execute(sql, params)
        return cur.fetchall()
