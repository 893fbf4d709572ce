from __future__ import annotations

import logging

import psycopg

log = logging.getLogger("etl.load")

UPSERT = """
INSERT INTO customers (email, name, phone, source, updated_at)
VALUES (%(email)s, %(name)s, %(phone)s, %(source)s, %(updated_at)s)
ON CONFLICT (email) DO UPDATE
SET name = EXCLUDED.name, phone = COALESCE(EXCLUDED.phone, customers.phone),
    source = EXCLUDED.source, updated_at = EXCLUDED.updated_at
RETURNING id, (xmax = 0) AS inserted
"""


def load(rows: list[dict], dsn: str) -> tuple[int, int]:
    inserted = updated = 0
    with psycopg.connect(dsn) as conn, conn.cursor() as cur:
        for row in rows:
            cur.execute(UPSERT, row)
            cid, was_insert = cur.fetchone()
            if was_insert:
                inserted += 1
                log.debug("inserted customer id=%s email=%s source=%s", cid, row["email"], row["source"])
            else:
                updated += 1
                log.debug("updated customer id=%s email=%s source=%s", cid, row["email"], row["source"])
    return inserted, updated
