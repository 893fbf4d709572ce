"""One turn model for every agent's transcript format (SPEC G-2, G-3.4).

A *turn* is one real user message and everything the agent did in reply to it (its
text, its tool calls and their results) until the next real user message. Tool results,
meta records, compaction summaries, injected notices and side chains are never turns.
Turns are numbered from 1 in the order they happened; "turn k" in a grounded
instruction means ``session.turns[k - 1]``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from honing.errors import HoningError


class SessionError(HoningError):
    """A transcript that does not exist, cannot be read, or is in no known format."""


@dataclass(frozen=True)
class ToolCall:
    """One tool call the agent made, with its result as text ('' when none was recorded).

    ``paths`` are the file paths the call named in its arguments (``file_path``,
    ``path``, ``notebook_path`` …), as written in the transcript."""

    name: str
    arguments: str
    result: str = ""
    paths: tuple[str, ...] = ()
    is_error: bool = False


@dataclass(frozen=True)
class Turn:
    index: int
    user: str
    assistant: str = ""
    tools: tuple[ToolCall, ...] = ()
    timestamp: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "user": self.user,
            "assistant": self.assistant,
            "tools": [
                {"name": t.name, "arguments": t.arguments, "result": t.result,
                 "paths": list(t.paths), "is_error": t.is_error}
                for t in self.tools
            ],
            "timestamp": self.timestamp,
        }


@dataclass(frozen=True)
class Summary:
    """What the agent was given in place of earlier turns when its context was compacted
    (Claude Code's compaction summary). It is not a turn; it stands before turn ``before``
    (``len(turns) + 1`` when no turn followed it)."""

    before: int
    text: str

    def to_dict(self) -> dict[str, Any]:
        return {"before": self.before, "text": self.text}


@dataclass(frozen=True)
class Session:
    """A parsed transcript. ``skipped`` counts records that could not be read (bad JSON,
    wrong shapes); they never stop the parse. ``cwd`` is the working directory the
    transcript recorded, or the one the caller supplied."""

    format: str
    id: str
    turns: tuple[Turn, ...]
    cwd: str | None = None
    path: str | None = None
    skipped: int = 0
    last_activity: str | None = None
    notes: tuple[str, ...] = field(default=())
    summaries: tuple[Summary, ...] = field(default=())

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": self.format,
            "id": self.id,
            "cwd": self.cwd,
            "path": self.path,
            "skipped": self.skipped,
            "last_activity": self.last_activity,
            "turns": [t.to_dict() for t in self.turns],
            "summaries": [x.to_dict() for x in self.summaries],
        }


@dataclass(frozen=True)
class SessionInfo:
    """One entry of ``hone sessions``: enough to pick a session without parsing it twice."""

    format: str
    id: str
    path: str
    turns: int
    last_activity: str | None
    cwd: str | None

    def to_dict(self) -> dict[str, Any]:
        return {"format": self.format, "id": self.id, "path": self.path, "turns": self.turns,
                "last_activity": self.last_activity, "cwd": self.cwd}
