"""SQLite storage for reminders. One file on the Pi's SD card."""
from __future__ import annotations

import sqlite3
from datetime import datetime

import config

_conn = sqlite3.connect(config.DB_PATH, detect_types=sqlite3.PARSE_DECLTYPES)
_conn.row_factory = sqlite3.Row
_conn.execute("""CREATE TABLE IF NOT EXISTS reminders (
    id INTEGER PRIMARY KEY, guild_id INTEGER, channel_id INTEGER, user_id INTEGER,
    text TEXT, due_utc TEXT, repeat TEXT, tz TEXT)""")


def _row(r: sqlite3.Row) -> dict:
    d = dict(r)
    d["due_utc"] = datetime.fromisoformat(d["due_utc"])
    return d


def add(guild_id, channel_id, user_id, text, due_utc, repeat=None, tz=None) -> int:
    cur = _conn.execute(
        "INSERT INTO reminders (guild_id, channel_id, user_id, text, due_utc, repeat, tz) VALUES (?,?,?,?,?,?,?)",
        (guild_id, channel_id, user_id, text, due_utc.isoformat(), repeat, tz))
    _conn.commit()
    return cur.lastrowid


def pending() -> list[dict]:
    return [_row(r) for r in _conn.execute("SELECT * FROM reminders ORDER BY due_utc")]


def count_pending(guild_id: int) -> int:
    return _conn.execute("SELECT COUNT(*) FROM reminders WHERE guild_id = ?", (guild_id,)).fetchone()[0]


def set_due(reminder_id: int, due_utc: datetime) -> None:
    _conn.execute("UPDATE reminders SET due_utc = ? WHERE id = ?", (due_utc.isoformat(), reminder_id))
    _conn.commit()


def delete(reminder_id: int) -> None:
    _conn.execute("DELETE FROM reminders WHERE id = ?", (reminder_id,))
    _conn.commit()
