"""Writes scores to Postgres."""
from __future__ import annotations

from collections.abc import Iterable

import psycopg

from scoring.settings import DATABASE_URL, MODEL_VERSION, RESULTS_TABLE


def write_scores(run_id: str, customer_ids: Iterable[str], scores: Iterable[float]) -> int:
    rows = [(run_id, cid, float(score), MODEL_VERSION) for cid, score in zip(customer_ids, scores)]
    with psycopg.connect(DATABASE_URL) as conn, conn.cursor() as cur:
        cur.executemany(
            f"INSERT INTO {RESULTS_TABLE} (run_id, customer_id, score, model_version) "
            "VALUES (%s, %s, %s, %s) "
            "ON CONFLICT (run_id, customer_id) DO UPDATE SET score = EXCLUDED.score",
            rows,
        )
    return len(rows)


def active_customer_ids() -> list[str]:
    with psycopg.connect(DATABASE_URL) as conn, conn.cursor() as cur:
        cur.execute("SELECT customer_id FROM customers WHERE status = 'active' ORDER BY customer_id")
        return [r[0] for r in cur.fetchall()]
