"""Meetings and books, in a small SQLite file. Times are stored as UTC ISO strings."""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime, timezone

from bot.config import DB_PATH

SCHEMA = """
CREATE TABLE IF NOT EXISTS meetings (
    id INTEGER PRIMARY KEY,
    starts_at TEXT NOT NULL,       -- UTC, ISO 8601
    book_title TEXT NOT NULL,
    book_author TEXT NOT NULL,
    host TEXT
);
"""


@dataclass
class Meeting:
    id: int
    starts_at: datetime  # aware, UTC
    book_title: str
    book_author: str
    host: str | None


def connect(path: str = DB_PATH) -> sqlite3.Connection:
    conn = sqlite3.connect(path)
    conn.row_factory = sqlite3.Row
    conn.executescript(SCHEMA)
    return conn


def _row(row: sqlite3.Row) -> Meeting:
    starts = datetime.fromisoformat(row["starts_at"]).replace(tzinfo=timezone.utc)
    return Meeting(row["id"], starts, row["book_title"], row["book_author"], row["host"])


def next_meeting(conn: sqlite3.Connection, now: datetime | None = None) -> Meeting | None:
    now = now or datetime.now(timezone.utc)
    row = conn.execute(
        "SELECT * FROM meetings WHERE starts_at > ? ORDER BY starts_at LIMIT 1",
        (now.replace(tzinfo=None).isoformat(),),
    ).fetchone()
    return _row(row) if row else None


def add_meeting(conn: sqlite3.Connection, starts_at: datetime, title: str, author: str, host: str | None) -> int:
    cur = conn.execute(
        "INSERT INTO meetings (starts_at, book_title, book_author, host) VALUES (?, ?, ?, ?)",
        (starts_at.astimezone(timezone.utc).replace(tzinfo=None).isoformat(), title, author, host),
    )
    conn.commit()
    return cur.lastrowid
