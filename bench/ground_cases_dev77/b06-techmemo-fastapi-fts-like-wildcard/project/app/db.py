import sqlite3
from pathlib import Path

DB_PATH = Path(__file__).resolve().parent.parent / "memo.db"

SCHEMA = """
CREATE TABLE IF NOT EXISTS memos (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE VIRTUAL TABLE IF NOT EXISTS memos_fts USING fts5(
    title, body, content='memos', content_rowid='id', tokenize='trigram'
);
CREATE TABLE IF NOT EXISTS search_logs (
    id INTEGER PRIMARY KEY,
    q TEXT NOT NULL,
    hits INTEGER NOT NULL,
    searched_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE TRIGGER IF NOT EXISTS memos_ai AFTER INSERT ON memos BEGIN
    INSERT INTO memos_fts(rowid, title, body) VALUES (new.id, new.title, new.body);
END;
CREATE TRIGGER IF NOT EXISTS memos_au AFTER UPDATE ON memos BEGIN
    INSERT INTO memos_fts(memos_fts, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
    INSERT INTO memos_fts(rowid, title, body) VALUES (new.id, new.title, new.body);
END;
"""


def connect(path: Path | str = DB_PATH) -> sqlite3.Connection:
    conn = sqlite3.connect(path, check_same_thread=False)
    conn.row_factory = sqlite3.Row
    conn.executescript(SCHEMA)
    return conn
