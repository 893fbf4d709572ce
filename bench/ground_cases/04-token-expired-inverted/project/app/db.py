import sqlite3
from contextlib import closing

from app.settings import settings


def _connect() -> sqlite3.Connection:
    conn = sqlite3.connect(settings.db_path)
    conn.row_factory = sqlite3.Row
    return conn


def find_user(username: str) -> dict | None:
    with closing(_connect()) as conn:
        row = conn.execute(
            "SELECT id, username, password FROM users WHERE username = ?", (username,)
        ).fetchone()
    return dict(row) if row else None


def notes_for(user_id: str) -> list[dict]:
    with closing(_connect()) as conn:
        rows = conn.execute(
            "SELECT id, title, body, updated_at FROM notes WHERE owner = ? ORDER BY updated_at DESC",
            (user_id,),
        ).fetchall()
    return [dict(r) for r in rows]
