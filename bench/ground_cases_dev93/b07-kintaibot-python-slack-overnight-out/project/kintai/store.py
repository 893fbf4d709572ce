"""SQLite storage of work sessions (one row per clock-in, closed by the clock-out)."""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path

SCHEMA = """
CREATE TABLE IF NOT EXISTS sessions (
    id INTEGER PRIMARY KEY,
    user_id TEXT NOT NULL,
    work_date TEXT NOT NULL,
    clock_in TEXT NOT NULL,
    clock_out TEXT
);
CREATE INDEX IF NOT EXISTS sessions_user_date ON sessions (user_id, work_date);
"""


@dataclass
class WorkSession:
    id: int
    user_id: str
    work_date: date
    clock_in: datetime
    clock_out: datetime | None

    @property
    def minutes(self) -> int:
        if self.clock_out is None:
            return 0
        return int((self.clock_out - self.clock_in).total_seconds() // 60)


def _row(row: sqlite3.Row) -> WorkSession:
    return WorkSession(
        id=row["id"],
        user_id=row["user_id"],
        work_date=date.fromisoformat(row["work_date"]),
        clock_in=datetime.fromisoformat(row["clock_in"]),
        clock_out=datetime.fromisoformat(row["clock_out"]) if row["clock_out"] else None,
    )


class Store:
    def __init__(self, path: str | Path = "kintai.db"):
        self.conn = sqlite3.connect(str(path), check_same_thread=False)
        self.conn.row_factory = sqlite3.Row
        self.conn.executescript(SCHEMA)

    def clock_in(self, user_id: str, at: datetime) -> WorkSession:
        cur = self.conn.execute(
            "INSERT INTO sessions (user_id, work_date, clock_in) VALUES (?, ?, ?)",
            (user_id, at.date().isoformat(), at.isoformat()),
        )
        self.conn.commit()
        return WorkSession(cur.lastrowid, user_id, at.date(), at, None)

    def find_open(self, user_id: str, work_date: date) -> WorkSession | None:
        row = self.conn.execute(
            "SELECT * FROM sessions WHERE user_id = ? AND work_date = ? AND clock_out IS NULL "
            "ORDER BY clock_in DESC LIMIT 1",
            (user_id, work_date.isoformat()),
        ).fetchone()
        return _row(row) if row else None

    def clock_out(self, session_id: int, at: datetime) -> None:
        self.conn.execute("UPDATE sessions SET clock_out = ? WHERE id = ?", (at.isoformat(), session_id))
        self.conn.commit()

    def sessions_between(self, user_id: str, first: date, last: date) -> list[WorkSession]:
        rows = self.conn.execute(
            "SELECT * FROM sessions WHERE user_id = ? AND work_date BETWEEN ? AND ? ORDER BY clock_in",
            (user_id, first.isoformat(), last.isoformat()),
        ).fetchall()
        return [_row(r) for r in rows]

    def users_clocked_in_on(self, day: date) -> set[str]:
        rows = self.conn.execute("SELECT DISTINCT user_id FROM sessions WHERE work_date = ?", (day.isoformat(),))
        return {r["user_id"] for r in rows}
