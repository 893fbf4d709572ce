import sqlite3
from dataclasses import dataclass


@dataclass
class Hit:
    id: int
    title: str
    snippet: str
    score: float


def _fts_query(q: str) -> str:
    # trigram はフレーズとして渡す。ダブルクォートは FTS5 の構文なのでエスケープ
    return '"' + q.replace('"', '""') + '"'


def _like_search(conn: sqlite3.Connection, q: str, limit: int) -> list[Hit]:
    # trigram は3文字未満を索引しないので、短いクエリは LIKE で拾う
    pattern = f"%{q}%"
    rows = conn.execute(
        """
        SELECT id, title, substr(body, 1, 60) AS snip
        FROM memos
        WHERE title LIKE ? OR body LIKE ?
        ORDER BY updated_at DESC
        LIMIT ?
        """,
        (pattern, pattern, limit),
    ).fetchall()
    return [Hit(r["id"], r["title"], r["snip"], 0.0) for r in rows]


def search(conn: sqlite3.Connection, q: str, limit: int = 20) -> list[Hit]:
    q = q.strip()
    if not q:
        return []
    if len(q) < 3:
        return _like_search(conn, q, limit)
    rows = conn.execute(
        """
        SELECT m.id, m.title,
               snippet(memos_fts, 1, '<mark>', '</mark>', '…', 32) AS snip,
               bm25(memos_fts, 5.0, 1.0) AS score
        FROM memos_fts JOIN memos m ON m.id = memos_fts.rowid
        WHERE memos_fts MATCH ?
        ORDER BY score
        LIMIT ?
        """,
        (_fts_query(q), limit),
    ).fetchall()
    return [Hit(r["id"], r["title"], r["snip"], r["score"]) for r in rows]
