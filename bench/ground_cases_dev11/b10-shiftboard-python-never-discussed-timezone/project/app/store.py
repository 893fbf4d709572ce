"""SQLite storage. Times are stored as UTC ISO-8601 strings so they sort as text."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime

from app.config import settings
from app.models import Shift, ShiftIn, Staff

DB_PATH = settings.db_path

SCHEMA = """
CREATE TABLE IF NOT EXISTS staff (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    slack_id TEXT
);
CREATE TABLE IF NOT EXISTS shifts (
    id INTEGER PRIMARY KEY,
    staff_id INTEGER NOT NULL REFERENCES staff(id),
    start_utc TEXT NOT NULL,
    end_utc TEXT NOT NULL,
    role TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS shifts_start ON shifts(start_utc);
"""


@contextmanager
def connect() -> Iterator[sqlite3.Connection]:
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    try:
        conn.executescript(SCHEMA)
        yield conn
        conn.commit()
    finally:
        conn.close()


def utc(dt: datetime) -> str:
    return dt.astimezone(UTC).isoformat(timespec="seconds")


def _shift(row: sqlite3.Row) -> Shift:
    return Shift(
        id=row["id"],
        staff_id=row["staff_id"],
        start=datetime.fromisoformat(row["start_utc"]),
        end=datetime.fromisoformat(row["end_utc"]),
        role=row["role"],
        note=row["note"],
    )


def add_staff(conn: sqlite3.Connection, name: str, slack_id: str | None = None) -> Staff:
    cur = conn.execute("INSERT INTO staff (name, slack_id) VALUES (?, ?)", (name, slack_id))
    return Staff(id=cur.lastrowid, name=name, slack_id=slack_id)


def get_staff(conn: sqlite3.Connection, staff_id: int) -> Staff | None:
    row = conn.execute("SELECT * FROM staff WHERE id = ?", (staff_id,)).fetchone()
    return Staff(**dict(row)) if row else None


def list_staff(conn: sqlite3.Connection) -> list[Staff]:
    return [Staff(**dict(r)) for r in conn.execute("SELECT * FROM staff ORDER BY id")]


def add_shift(conn: sqlite3.Connection, shift: ShiftIn) -> Shift:
    cur = conn.execute(
        "INSERT INTO shifts (staff_id, start_utc, end_utc, role, note) VALUES (?, ?, ?, ?, ?)",
        (shift.staff_id, utc(shift.start), utc(shift.end), shift.role, shift.note),
    )
    return Shift(id=cur.lastrowid, **shift.model_dump())


def shifts_between(
    conn: sqlite3.Connection, start: str, end: str, staff_id: int | None = None
) -> list[Shift]:
    """Shifts starting in [start, end), compared as text against start_utc; optionally one person's."""
    sql = "SELECT * FROM shifts WHERE start_utc >= ? AND start_utc < ?"
    params: list[object] = [start, end]
    if staff_id is not None:
        sql += " AND staff_id = ?"
        params.append(staff_id)
    rows = conn.execute(sql + " ORDER BY start_utc", params)
    return [_shift(r) for r in rows]
