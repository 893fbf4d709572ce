"""Postgres access for the scoring jobs."""
from __future__ import annotations

import contextlib
from datetime import date

import psycopg2
import psycopg2.extras

from worker.settings import settings

INSERT_BATCH = 500


@contextlib.contextmanager
def connect():
    conn = psycopg2.connect(settings.database_url)
    try:
        yield conn
    finally:
        conn.close()


def count_active_customers(day: date) -> int:
    with connect() as conn, conn.cursor() as cur:
        cur.execute("SELECT count(*) FROM customers WHERE status = 'active' AND signed_up_on <= %s", (day,))
        return cur.fetchone()[0]


def fetch_customer_ids(day: date, offset: int, limit: int) -> list[int]:
    with connect() as conn, conn.cursor() as cur:
        cur.execute(
            "SELECT id FROM customers WHERE status = 'active' AND signed_up_on <= %s LIMIT %s OFFSET %s",
            (day, limit, offset),
        )
        return [r[0] for r in cur.fetchall()]


def fetch_features(ids: list[int], day: date) -> list[dict]:
    if not ids:
        return []
    with connect() as conn, conn.cursor(cursor_factory=psycopg2.extras.RealDictCursor) as cur:
        cur.execute(
            "SELECT * FROM customer_features WHERE customer_id = ANY(%s) AND snapshot_date = %s",
            (ids, day),
        )
        return [dict(r) for r in cur.fetchall()]


def insert_scores(day: date, scores: list[tuple[int, float]], model_version: str) -> int:
    """Write (customer_id, score) rows for the day, INSERT_BATCH rows per transaction."""
    written = 0
    with connect() as conn:
        for start in range(0, len(scores), INSERT_BATCH):
            batch = scores[start:start + INSERT_BATCH]
            with conn.cursor() as cur:
                psycopg2.extras.execute_values(
                    cur,
                    "INSERT INTO churn_scores (customer_id, score_date, score, model_version) VALUES %s",
                    [(cid, day, s, model_version) for cid, s in batch],
                )
            conn.commit()
            written += len(batch)
    return written


def delete_scores_before(day: date) -> int:
    with connect() as conn, conn.cursor() as cur:
        cur.execute("DELETE FROM churn_scores WHERE score_date < %s", (day,))
        conn.commit()
        return cur.rowcount
