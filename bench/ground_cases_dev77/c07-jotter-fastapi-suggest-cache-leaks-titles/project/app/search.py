import sqlite3
import time
from collections import OrderedDict

from app.db import segment
from app.snippets import clean_snippet


def fts_query(q: str) -> str:
    terms = [t.replace('"', "") for t in segment(q).split() if t.strip()]
    return " ".join(f'"{t}"' for t in terms)


def search_notes(conn: sqlite3.Connection, user_id: int, q: str, limit: int = 20) -> list[dict]:
    match = fts_query(q)
    if not match:
        return []
    rows = conn.execute(
        """
        SELECT n.id, n.title, snippet(notes_fts, 1, '<mark>', '</mark>', '…', 16) AS snip
        FROM notes_fts JOIN notes n ON n.id = notes_fts.rowid
        WHERE notes_fts MATCH ? AND n.user_id = ?
        ORDER BY bm25(notes_fts) LIMIT ?
        """,
        (match, user_id, limit),
    ).fetchall()
    return [{"id": r["id"], "title": r["title"], "snippet": clean_snippet(r["snip"])} for r in rows]


_SUGGEST_CACHE: "OrderedDict[str, tuple[float, list[str]]]" = OrderedDict()
SUGGEST_TTL = 60.0
SUGGEST_MAX = 1024


def suggest_titles(conn: sqlite3.Connection, user_id: int, prefix: str, limit: int = 8) -> list[str]:
    prefix = prefix.strip()
    if not prefix:
        return []
    key = prefix.lower()
    hit = _SUGGEST_CACHE.get(key)
    if hit and time.monotonic() - hit[0] < SUGGEST_TTL:
        _SUGGEST_CACHE.move_to_end(key)
        return hit[1]
    rows = conn.execute(
        "SELECT title FROM notes WHERE user_id = ? AND title LIKE ? ORDER BY updated_at DESC LIMIT ?",
        (user_id, prefix + "%", limit),
    ).fetchall()
    titles = [r["title"] for r in rows]
    _SUGGEST_CACHE[key] = (time.monotonic(), titles)
    if len(_SUGGEST_CACHE) > SUGGEST_MAX:
        _SUGGEST_CACHE.popitem(last=False)
    return titles
