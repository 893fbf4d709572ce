"""Saved tool results per session (SPEC R-6, U-2): the evidence ``@result:ID`` points at.
SQLite by default; the grounded optimizer and the server use the same interface.

    >>> store = ResultStore(":memory:")
    >>> rid = store.save("session-1", "3 tests failed: test_login …", tool="pytest")
    >>> store.get("session-1", rid).content
    '3 tests failed: test_login …'
    >>> store.get("session-2", rid) is None      # another session's id is not found
    True
"""

from __future__ import annotations

import hashlib
import sqlite3
import threading
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from honing.errors import HoningError

_SCHEMA = """
CREATE TABLE IF NOT EXISTS tool_results (
    session_id TEXT NOT NULL,
    result_id  TEXT NOT NULL,
    tool       TEXT NOT NULL DEFAULT '',
    content    TEXT NOT NULL,
    sha256     TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (session_id, result_id)
);
"""


class BadId(HoningError, ValueError):
    """A session or result id that could not be used (empty, or never referable)."""


def session_problem(session_id: str) -> str | None:
    """Why ``session_id`` cannot name a session, or ``None``."""
    if not session_id.strip():
        return "a session id is required (got an empty one)"
    if any(ord(c) < 32 or ord(c) == 127 or 0xD800 <= ord(c) <= 0xDFFF for c in session_id) or len(session_id) > 256:
        return (f"a session id is at most 256 characters of text, without control characters or bytes that are "
                f"not UTF-8 (got {session_id!r:.60})")
    return None


@dataclass(frozen=True)
class SavedResult:
    session_id: str
    result_id: str
    tool: str
    content: str
    sha256: str
    created_at: str


class IdTaken(BadId):
    """A chosen result id that already names other content of the session."""


class StoreError(HoningError):
    """The result store's file cannot be used (a folder, another kind of file, no access)."""


class ResultStore:
    def __init__(self, path: str | Path = ":memory:") -> None:
        try:
            if str(path) != ":memory:":
                if Path(path).is_dir():
                    raise StoreError(f"result store {path} is a folder: give the path of a database file "
                                     "(for example results.sqlite inside it)")
                Path(path).parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(str(path), check_same_thread=False)
            self._lock = threading.Lock()
            with self._lock, self._db:
                self._db.executescript(_SCHEMA)
        except (sqlite3.Error, OSError) as exc:
            raise StoreError(f"result store {path} cannot be used: {exc} (give a writable SQLite file, or "
                             "a new path)") from exc

    def save(self, session_id: str, content: str, *, tool: str = "", result_id: str | None = None,
             replace: bool = False) -> str:
        """Store ``content`` for ``session_id``; returns its id (``tr_`` + digest prefix unless given).
        A given id that already holds other content (or the same content from another tool)
        raises :class:`IdTaken` unless ``replace``; saving the same result again is harmless."""
        from honing.references.syntax import result_id_problem

        problem = session_problem(session_id) or (result_id_problem(result_id) if result_id is not None else None)
        if problem:
            raise BadId(problem)
        digest = hashlib.sha256(content.encode("utf-8")).hexdigest()
        rid = result_id or "tr_" + hashlib.sha256(f"{session_id}\0{tool}\0{digest}".encode()).hexdigest()[:12]
        now = datetime.now(UTC).isoformat(timespec="seconds")
        with self._lock, self._db:
            if result_id is not None and not replace:
                row = self._db.execute("SELECT sha256, tool FROM tool_results WHERE session_id = ? AND result_id = ?",
                                       (session_id, rid)).fetchone()
                if row is not None and (row[0], row[1]) != (digest, tool):
                    raise IdTaken(f"result id {rid!r} already names other content of session {session_id!r}")
            self._db.execute(
                "INSERT OR REPLACE INTO tool_results VALUES (?, ?, ?, ?, ?, ?)",
                (session_id, rid, tool, content, digest, now),
            )
        return rid

    def get(self, session_id: str, result_id: str) -> SavedResult | None:
        with self._lock:
            row = self._db.execute(
                "SELECT session_id, result_id, tool, content, sha256, created_at FROM tool_results "
                "WHERE session_id = ? AND result_id = ?", (session_id, result_id)).fetchone()
        return SavedResult(*row) if row else None

    def list(self, session_id: str) -> list[SavedResult]:
        with self._lock:
            rows = self._db.execute(
                "SELECT session_id, result_id, tool, content, sha256, created_at FROM tool_results "
                "WHERE session_id = ? ORDER BY created_at, result_id", (session_id,)).fetchall()
        return [SavedResult(*r) for r in rows]

    def close(self) -> None:
        self._db.close()
