import os
from datetime import date

import psycopg
from psycopg.rows import dict_row

DSN = os.environ.get("DATABASE_URL", "postgresql://localhost/countly")


def _connect():
    return psycopg.connect(DSN, row_factory=dict_row)


def load_events(workspace_id: str) -> list[dict]:
    with _connect() as conn:
        return conn.execute(
            "SELECT workspace_id, metric, quantity, occurred_at, ingested_at FROM usage_events WHERE workspace_id = %s",
            (workspace_id,),
        ).fetchall()


def load_closed_months() -> set[date]:
    with _connect() as conn:
        return {row["period_start"] for row in conn.execute("SELECT period_start FROM closed_months")}
