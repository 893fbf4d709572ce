from __future__ import annotations

from collections.abc import Iterator

import pandas as pd
from sqlalchemy import create_engine, text

from leadscore.config import DATABASE_URL

engine = create_engine(DATABASE_URL, pool_pre_ping=True)

LEAD_COLUMNS = """
    id, source, company_size, industry, country, pageviews_30d, emails_opened_30d,
    demo_requested, created_at, last_activity_at
"""


def count_active_leads() -> int:
    with engine.connect() as conn:
        return conn.execute(text("SELECT count(*) FROM leads WHERE status = 'open'")).scalar_one()


def iter_lead_chunks(chunk: int) -> Iterator[pd.DataFrame]:
    """Open leads ordered by id, chunk rows at a time (keyset pagination)."""
    last = 0
    while True:
        sql = text(f"SELECT {LEAD_COLUMNS} FROM leads WHERE status = 'open' AND id > :last ORDER BY id LIMIT :n")
        df = pd.read_sql(sql, engine, params={"last": last, "n": chunk}, parse_dates=["created_at", "last_activity_at"])
        if df.empty:
            return
        yield df
        last = int(df["id"].iloc[-1])


def write_scores(rows: list[tuple[int, float | None]], run_id: str) -> None:
    with engine.begin() as conn:
        conn.execute(text("UPDATE leads SET score = :score, scored_at = now(), score_run = :run WHERE id = :id"),
                     [{"id": i, "score": s, "run": run_id} for i, s in rows])
