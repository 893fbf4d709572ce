import sqlite3
from contextlib import contextmanager
from pathlib import Path

import jieba

DB_PATH = Path("notes.db")

SCHEMA = """
CREATE TABLE IF NOT EXISTS notes (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    updated_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE VIRTUAL TABLE IF NOT EXISTS notes_fts USING fts5(
    title, body, tokenize='unicode61'
);
"""


@contextmanager
def connect(path: Path = DB_PATH):
    conn = sqlite3.connect(path)
    conn.row_factory = sqlite3.Row
    try:
        yield conn
        conn.commit()
    finally:
        conn.close()


def init(conn: sqlite3.Connection) -> None:
    conn.executescript(SCHEMA)


def add_note(conn: sqlite3.Connection, user_id: int, title: str, body: str) -> int:
    cur = conn.execute("INSERT INTO notes (user_id, title, body) VALUES (?, ?, ?)", (user_id, title, body))
    note_id = cur.lastrowid
    conn.execute(
        "INSERT INTO notes_fts (rowid, title, body) VALUES (?, ?, ?)",
        (note_id, segment(title), segment(body)),
    )
    return note_id


def segment(text: str) -> str:
    """Pre-segment CJK text so unicode61 sees one token per word."""
    return " ".join(w for w in jieba.cut_for_search(text) if w.strip())
