"""The watermark: the end of the last window that was loaded."""
from __future__ import annotations

from datetime import datetime

JOB_NAME = "daily_sales"

CREATE_SQL = """
CREATE TABLE IF NOT EXISTS etl.watermarks (
    job_name   text PRIMARY KEY,
    loaded_to  timestamp NOT NULL,
    updated_at timestamp NOT NULL DEFAULT now()
)
"""


def ensure_table(conn) -> None:
    with conn.cursor() as cur:
        cur.execute(CREATE_SQL)
    conn.commit()


def read_watermark(conn) -> datetime | None:
    with conn.cursor() as cur:
        cur.execute("SELECT loaded_to FROM etl.watermarks WHERE job_name = %s", (JOB_NAME,))
        row = cur.fetchone()
    return row[0] if row else None


def write_watermark(conn, loaded_to: datetime) -> None:
    with conn.cursor() as cur:
        cur.execute(
            """
            INSERT INTO etl.watermarks (job_name, loaded_to) VALUES (%s, %s)
            ON CONFLICT (job_name) DO UPDATE SET loaded_to = EXCLUDED.loaded_to, updated_at = now()
            """,
            (JOB_NAME, loaded_to),
        )
    conn.commit()
