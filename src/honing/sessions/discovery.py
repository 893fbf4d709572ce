"""Finding the sessions recorded for a project folder in the agents' own stores.

- Claude Code: ``~/.claude/projects/<slug>/*.jsonl``, where the slug is the absolute folder
  with every character outside ``[a-zA-Z0-9]`` (each UTF-16 unit) replaced by ``-``; a slug
  over 200 characters is cut to 200 and given a ``-<hash>`` suffix, so long ones match by
  prefix. Different folders can share a slug, so a file counts only when the ``cwd`` it
  records is the folder. Subagent transcripts (``agent-*.jsonl``, ``<id>/subagents/``) are
  skipped.
- Codex: ``~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`` whose ``session_meta`` cwd is the
  folder; subagent rollouts are skipped.
- Gemini CLI: ``~/.gemini/tmp/<project>/chats/session-*.json(l)``, where ``<project>`` is the
  SHA-256 of the folder (older releases), the short id ``~/.gemini/projects.json`` maps it to,
  or any folder whose ``.project_root`` names it. Subagent chats live one folder deeper.
- Aider: ``<folder>/.aider.chat.history.md``.

Sessions without a single turn are left out.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

from honing import surrogates
from honing.sessions._common import decode, load_json
from honing.sessions.model import SessionError, SessionInfo
from honing.sessions.reader import AIDER_FILE, read_session

CLAUDE_SLUG_LIMIT = 200


def discover_sessions(cwd: str | Path, *, home: str | Path | None = None) -> list[SessionInfo]:
    """Sessions recorded for ``cwd``, newest first (by last activity; ties by path)."""
    folders = _spellings(cwd)
    root = Path(home) if home is not None else Path.home()
    found: list[SessionInfo] = []
    seen: set[Path] = set()
    for path, format, supplied in _candidates(folders, root):
        if path in seen:
            continue
        seen.add(path)
        if not path.is_file() and not path.is_dir():  # a named pipe or a device would block the listing
            continue
        try:
            session = read_session(path, format=format, cwd=supplied)
        except SessionError:
            continue
        if not session.turns or (supplied is None and session.cwd not in folders):
            continue
        found.append(SessionInfo(format=session.format, id=session.id, path=str(path), turns=len(session.turns),
                                 last_activity=session.last_activity, cwd=session.cwd))
    found.sort(key=lambda info: info.path)
    found.sort(key=lambda info: _moment(info.last_activity), reverse=True)
    return found


def find_session(session_id: str, cwd: str | Path, *, home: str | Path | None = None) -> Path | None:
    """The transcript of the session ``session_id`` recorded for ``cwd``, or None. Only an
    exact id (or file name without extension) matches."""
    for info in discover_sessions(cwd, home=home):
        if session_id in (info.id, Path(info.path).stem):
            return Path(info.path)
    return None


def claude_slug(folder: str) -> str:
    """Claude Code's project folder name for ``folder`` (JavaScript replaces each UTF-16 unit)."""
    return "".join(c if c.isascii() and c.isalnum() else "-" * (2 if ord(c) > 0xFFFF else 1) for c in folder)


def _spellings(cwd: str | Path) -> set[str]:
    """The folder as given (made absolute) and with symlinks resolved."""
    absolute = os.path.abspath(os.path.expanduser(str(cwd)))
    return {absolute, os.path.realpath(absolute)}


def _candidates(folders: set[str], home: Path) -> Iterator[tuple[Path, str, str | None]]:
    """(path, format, cwd to supply or None to require the recorded one to match)."""
    for folder in sorted(folders):
        yield from ((p, "claude-code", None) for p in _claude_files(home / ".claude" / "projects", folder))
        yield from ((p, "gemini", folder) for p in _gemini_files(home / ".gemini", folder))
        aider = Path(folder) / AIDER_FILE
        if aider.is_file():
            yield aider, "aider", folder
    yield from ((p, "codex", None) for p in _codex_files(home / ".codex" / "sessions", folders))


def _claude_files(projects: Path, folder: str) -> Iterator[Path]:
    slug = claude_slug(folder)
    dirs = [projects / slug]
    if len(slug) > CLAUDE_SLUG_LIMIT and projects.is_dir():
        dirs = sorted(d for d in projects.iterdir() if d.name.startswith(slug[:CLAUDE_SLUG_LIMIT] + "-"))
    for directory in dirs:
        if directory.is_dir():
            yield from sorted(p for p in directory.glob("*.jsonl") if not p.name.startswith("agent-"))


def _codex_files(sessions: Path, folders: set[str]) -> Iterator[Path]:
    if not sessions.is_dir():
        return
    for path in sorted(sessions.rglob("rollout-*.jsonl")):
        meta = _codex_meta(path)
        if meta is None:
            yield path  # no leading session_meta: the full read decides
        elif isinstance(cwd := meta.get("cwd"), str) and cwd in folders and not _is_subagent(meta.get("source")):
            yield path


def _codex_meta(path: Path) -> dict[str, object] | None:
    try:
        with path.open("rb") as handle:
            first = load_json(decode(handle.readline()))
    except OSError:
        return None
    if isinstance(first, dict) and first.get("type") == "session_meta" and isinstance(first.get("payload"), dict):
        return first["payload"]
    return None


def _is_subagent(source: object) -> bool:
    return isinstance(source, dict) and "subagent" in source


def _gemini_files(gemini: Path, folder: str) -> Iterator[Path]:
    tmp = gemini / "tmp"
    if not tmp.is_dir():
        return
    names = {hashlib.sha256(os.fsencode(folder)).hexdigest()}  # a name not in UTF-8 keeps its bytes
    try:
        registry = surrogates.loads((gemini / "projects.json").read_bytes())
        short = registry.get("projects", {}).get(folder) if isinstance(registry, dict) else None
        if isinstance(short, str):
            names.add(short)
    except (OSError, ValueError, RecursionError, AttributeError):
        pass
    for candidate in tmp.iterdir():
        try:
            if (candidate / ".project_root").read_text(encoding="utf-8").strip() == folder:
                names.add(candidate.name)
        except (OSError, UnicodeDecodeError):
            continue
    for name in sorted(names):
        chats = tmp / name / "chats"
        if chats.is_dir():
            yield from sorted(p for p in chats.glob("session-*.json*") if p.suffix in (".json", ".jsonl"))


def _moment(stamp: str | None) -> tuple[bool, float]:
    """Sort key for a recorded time: known times after unknown ones; a time without a zone
    is read as UTC."""
    if not stamp:
        return False, 0.0
    try:
        moment = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except ValueError:
        return False, 0.0
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return True, moment.timestamp()
