"""SQLite storage for short links."""
from __future__ import annotations

import secrets
import sqlite3
from datetime import datetime, timedelta, timezone
from pathlib import Path

SCHEMA = """
CREATE TABLE IF NOT EXISTS links (
    code TEXT PRIMARY KEY,
    target TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT,
    clicks INTEGER NOT NULL DEFAULT 0
)
"""


def connect(path: str | Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path)
    conn.row_factory = sqlite3.Row
    conn.execute(SCHEMA)
    _migrate(conn)
    return conn


def _migrate(conn: sqlite3.Connection) -> None:
    """Add the columns that databases created by older versions lack."""
    columns = {row["name"] for row in conn.execute("PRAGMA table_info(links)")}
    if "expires_at" not in columns:
        conn.execute("ALTER TABLE links ADD COLUMN expires_at TEXT")
    if "clicks" not in columns:
        conn.execute("ALTER TABLE links ADD COLUMN clicks INTEGER NOT NULL DEFAULT 0")
    conn.commit()


def new_code(length: int = 7) -> str:
    return secrets.token_urlsafe(length)[:length]


def create_link(conn: sqlite3.Connection, target: str, expires_in_days: int | None = None) -> dict:
    code = new_code()
    now = datetime.now(timezone.utc)
    expires_at = now + timedelta(days=expires_in_days) if expires_in_days else None
    conn.execute("INSERT INTO links (code, target, created_at, expires_at) VALUES (?, ?, ?, ?)",
                 (code, target, now.isoformat(), expires_at.isoformat() if expires_at else None))
    conn.commit()
    return {"code": code, "target": target, "created_at": now, "expires_at": expires_at}


def get_link(conn: sqlite3.Connection, code: str) -> dict | None:
    row = conn.execute("SELECT code, target, created_at, expires_at FROM links WHERE code = ?",
                       (code,)).fetchone()
    if row is None:
        return None
    return {
        "code": row["code"],
        "target": row["target"],
        "created_at": datetime.fromisoformat(row["created_at"]),
        "expires_at": datetime.fromisoformat(row["expires_at"]) if row["expires_at"] else None,
    }


def record_click(conn: sqlite3.Connection, code: str) -> None:
    conn.execute("UPDATE links SET clicks = clicks + 1 WHERE code = ?", (code,))
    conn.commit()


def is_expired(link: dict) -> bool:
    return link["expires_at"] is not None and link["expires_at"] < datetime.utcnow()
