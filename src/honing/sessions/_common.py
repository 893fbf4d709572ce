"""What every format reader shares: tolerant JSON lines, tag stripping, tool-call paths,
and the builder that turns a stream of user/agent events into numbered turns."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from honing import surrogates
from honing.sessions.model import ToolCall, Turn

# Argument keys that name a file in the tools of every agent we read (Claude Code's Read/Edit
# use file_path, NotebookEdit notebook_path, Gemini's read_file absolute_path, Cline path).
PATH_KEYS = ("file_path", "path", "notebook_path", "absolute_path", "filePath")
PATH_LIST_KEYS = ("paths", "file_paths")


def string(value: Any) -> str | None:
    """``value`` when it is a non-empty string (fields of the wrong type read as missing)."""
    return value if isinstance(value, str) and value else None


def decode(data: bytes) -> str:
    """Bytes from disk as text: UTF-8, or UTF-16 / UTF-32 when they start with that byte-order mark (a transcript
    saved by Windows PowerShell 5); what is not valid becomes U+FFFD instead of an error."""
    return data.decode(surrogates.bom_encoding(data) or "utf-8", errors="replace").removeprefix("\ufeff")


def split_lines(text: str) -> list[str]:
    """JSONL lines. Only \\n ends a line: JSON strings may hold a raw U+2028."""
    return [line.rstrip("\r") for line in text.split("\n")]


def load_json(line: str) -> Any:
    """One JSON value, or None when the text is not JSON (deeply nested input included)."""
    try:
        return surrogates.loads(line)
    except (ValueError, RecursionError):
        return None


def json_records(lines: Iterable[str]) -> tuple[list[dict[str, Any]], int]:
    """The JSON objects among ``lines`` and how many non-blank lines were not objects."""
    records: list[dict[str, Any]] = []
    skipped = 0
    for line in lines:
        if not line.strip():
            continue
        value = load_json(line)
        if isinstance(value, dict):
            records.append(value)
        else:
            skipped += 1
    return records, skipped


def text_of(value: Any) -> str:
    """The text in a string or a list of content blocks/parts ({text} dicts or strings)."""
    if isinstance(value, str):
        return value
    if isinstance(value, Mapping):
        text = value.get("text")
        return text if isinstance(text, str) else ""
    if isinstance(value, list):
        return "\n".join(t for t in (text_of(v) for v in value) if t)
    return ""


def strip_tag(text: str, tag: str) -> str:
    """``text`` without any ``<tag>…</tag>`` block (unclosed blocks run to the end)."""
    return re.sub(rf"<{tag}>.*?(?:</{tag}>|\Z)", "", text, flags=re.DOTALL)


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def paths_in(arguments: Any) -> tuple[str, ...]:
    """The file paths a tool call names in its arguments, in argument order."""
    if not isinstance(arguments, Mapping):
        return ()
    found: list[str] = []
    for key, value in arguments.items():
        if key in PATH_KEYS and isinstance(value, str) and value:
            found.append(value)
        elif key in PATH_LIST_KEYS and isinstance(value, list):
            found.extend(v for v in value if isinstance(v, str) and v)
    return tuple(dict.fromkeys(found))


def iso_from_millis(value: Any) -> str | None:
    """An epoch-milliseconds stamp (Cline) as an ISO-8601 UTC string."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    try:
        return datetime.fromtimestamp(value / 1000, tz=UTC).isoformat().replace("+00:00", "Z")
    except (OverflowError, OSError, ValueError):
        return None


@dataclass
class _Call:
    name: str
    arguments: str
    paths: tuple[str, ...]
    result: str = ""
    is_error: bool = False


@dataclass
class _Draft:
    user: str
    timestamp: str | None
    texts: list[str] = field(default_factory=list)
    calls: list[_Call] = field(default_factory=list)


class TurnBuilder:
    """Collects events in order. A user message opens a turn; agent text and tool calls go
    to the open turn; results find their call by id in any turn. Agent activity with no open
    turn (before the first real message, or after a slash command) is counted, not kept."""

    def __init__(self) -> None:
        self._drafts: list[_Draft] = []
        self._open: _Draft | None = None
        self._calls: dict[str, _Call] = {}
        self.orphans = 0
        self.summaries: list[tuple[int, str]] = []  # (the turn that will follow, text)

    def user(self, text: str, timestamp: str | None = None) -> None:
        self._open = _Draft(text.strip(), timestamp)
        self._drafts.append(self._open)

    def close(self) -> None:
        self._open = None

    def summary(self, text: str) -> None:
        """A compaction summary: not a turn; it stands before the next one."""
        if text.strip():  # the open turn stays open: the agent may go on with its work
            self.summaries.append((len(self._drafts) + 1, text.strip()))

    def text(self, text: str) -> None:
        text = text.strip()
        if not text:
            return
        if self._open is None:
            self.orphans += 1
        else:
            self._open.texts.append(text)

    def tool(self, key: str | None, name: str, arguments: str, paths: tuple[str, ...] = (),
             result: str = "", is_error: bool = False) -> None:
        if self._open is None:
            self.orphans += 1
            return
        call = _Call(name, arguments, paths, result, is_error)
        self._open.calls.append(call)
        if key:
            self._calls[key] = call

    def has_tool(self, key: str) -> bool:
        return key in self._calls

    def result(self, key: str, result: str, is_error: bool = False) -> None:
        call = self._calls.get(key)
        if call is not None:
            call.result, call.is_error = result, is_error

    def drop_last(self, count: int) -> None:
        """Forget the last ``count`` turns (an agent's own rollback record)."""
        if count > 0:
            del self._drafts[-count:]
            self._open = self._drafts[-1] if self._drafts else None

    def build(self) -> tuple[Turn, ...]:
        return tuple(
            Turn(index=i, user=d.user, assistant="\n\n".join(d.texts), timestamp=d.timestamp,
                 tools=tuple(ToolCall(c.name, c.arguments, c.result, c.paths, c.is_error) for c in d.calls))
            for i, d in enumerate(self._drafts, start=1)
        )

    def notes(self) -> tuple[str, ...]:
        if not self.orphans:
            return ()
        return (f"{self.orphans} agent message part(s) came before any real user message or after a "
                "slash command and belong to no turn",)


_SEARCH = re.compile(r"(?:<{7}|-{7}) SEARCH")
_DIVIDER = re.compile(r"={7}")
_REPLACE = re.compile(r"(?:>{7}|\+{7}) REPLACE")


def search_replace(text: str) -> list[tuple[str, str]]:
    """The (old, new) texts of the SEARCH/REPLACE blocks in ``text`` (Cline's replace_in_file
    diff, old "<<<<<<< SEARCH … >>>>>>> REPLACE" and new "------- SEARCH … +++++++ REPLACE"
    markers; Aider's edit blocks)."""
    out: list[tuple[str, str]] = []
    part: list[str] | None = None
    old: list[str] = []
    new: list[str] = []
    for line in text.split("\n") if "SEARCH" in text else ():
        mark = line.strip()
        if _SEARCH.fullmatch(mark):
            old, new = [], []
            part = old
        elif part is old and _DIVIDER.fullmatch(mark):
            part = new
        elif part is new and _REPLACE.fullmatch(mark):
            out.append(("\n".join(old), "\n".join(new)))
            part = None
        elif part is not None:
            part.append(line)
    return out
