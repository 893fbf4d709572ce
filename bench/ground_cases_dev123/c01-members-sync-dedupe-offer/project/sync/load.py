"""Upsert deduplicated members into the reporting database."""
from __future__ import annotations

import logging
import sqlite3
from typing import Iterable

log = logging.getLogger("members-sync.load")

SCHEMA = """
CREATE TABLE IF NOT EXISTS members (
    email TEXT PRIMARY KEY,
    member_id TEXT NOT NULL,
    name TEXT,
    phone TEXT,
    level TEXT,
    updated_at TEXT
)
"""

UPSERT = """
INSERT INTO members (email, member_id, name, phone, level, updated_at)
VALUES (:email, :member_id, :name, :phone, :level, :updated_at)
ON CONFLICT(email) DO UPDATE SET
    member_id = excluded.member_id,
    name = excluded.name,
    phone = excluded.phone,
    level = excluded.level,
    updated_at = excluded.updated_at
"""

BATCH = 500


def connect(path: str) -> sqlite3.Connection:
    conn = sqlite3.connect(path)
    conn.execute(SCHEMA)
    return conn


def load(conn: sqlite3.Connection, rows: Iterable[dict]) -> int:
    batch: list[dict] = []
    total = 0
    for row in rows:
        batch.append({**row, "updated_at": row["updated_at"].isoformat() if row["updated_at"] else None})
        if len(batch) >= BATCH:
            conn.executemany(UPSERT, batch)
            total += len(batch)
            log.info("batch of %d written (%d so far)", len(batch), total)
            batch.clear()
    if batch:
        conn.executemany(UPSERT, batch)
        total += len(batch)
        log.info("last batch of %d written (%d total)", len(batch), total)
    conn.commit()
    return total
