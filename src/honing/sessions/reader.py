"""Reading a transcript from disk: find its format, then hand its text to the format's parser.

The format comes from the name (``rollout-*.jsonl``, ``api_conversation_history.json``,
``.aider.chat.history.md``) or, failing that, from what the first records hold.
"""

from __future__ import annotations

import dataclasses
import json
import os
from pathlib import Path
from typing import Any

from honing import surrogates
from honing.sessions._common import decode, iso_from_millis, json_records, split_lines
from honing.sessions.aider import HEADER as AIDER_HEADER
from honing.sessions.aider import parse_aider
from honing.sessions.claude_code import parse_claude_code
from honing.sessions.cline import parse_cline
from honing.sessions.codex import parse_codex
from honing.sessions.gemini import parse_gemini, parse_gemini_lines
from honing.sessions.model import Session, SessionError
from honing.sessions.openai import parse_messages

FORMATS: tuple[str, ...] = ("claude-code", "codex", "gemini", "cline", "aider", "openai")
CLINE_FILE = "api_conversation_history.json"
AIDER_FILE = ".aider.chat.history.md"
CODEX_TYPES = ("session_meta", "response_item", "event_msg", "turn_context", "compacted")
CLAUDE_TYPES = ("user", "assistant", "summary", "system", "progress", "file-history-snapshot", "queue-operation")
SNIFF_RECORDS = 200


# the most of a transcript read: the tail of a larger JSON-lines file, and the bound on a stream
# that never ends (/dev/zero)
MAX_TRANSCRIPT_BYTES = 256 * 1024 * 1024


def read_session(path: str | Path, *, format: str | None = None, cwd: str | None = None) -> Session:
    """Parse the transcript at ``path``; ``format`` skips detection, ``cwd`` overrides or
    supplies the working directory. Raises SessionError with a one-line reason."""
    if format is not None and format not in FORMATS:
        raise SessionError(f"unknown session format {format!r}: use one of {', '.join(FORMATS)}")
    file = Path(path).expanduser()
    if not file.exists():
        raise SessionError(f"{file}: no such file or folder; give the path of an agent transcript")
    if file.is_dir():
        if not (file / CLINE_FILE).is_file():
            raise SessionError(f"{file}: a folder without {CLINE_FILE}; give a transcript file or a Cline/Roo task folder")
        file, format = file / CLINE_FILE, format or "cline"
    raw, size = _read_bounded(file)
    text = decode(raw)
    chosen = format or detect_format(file.name, text)
    if chosen is None and not text.strip():
        raise SessionError(f"{file}: the file is empty; give the path of an agent transcript")
    if chosen is None:
        broken = _json_error(text)  # (a messages array cut short: say where, not only that the format is unknown)
        raise SessionError(f"{file}: " + (f"not valid JSON ({broken}), so " if broken else "")
                           + f"not a transcript in a known format ({', '.join(FORMATS)}); OpenAI messages "
                           "are one JSON array of {role, content} objects, not JSON lines")
    session = _parse(chosen, file, text, cwd)
    if size is None:
        return session
    note = (f"the transcript is {size // (1024 * 1024):,} MiB: its last {MAX_TRANSCRIPT_BYTES // (1024 * 1024)} MiB "
            "were read (the latest turns)")
    return dataclasses.replace(session, notes=(*session.notes, note))


def _json_error(text: str) -> str | None:
    """Where a text written as one JSON array or object stops being JSON ("line 1, column 31: Unterminated string"),
    or None when it is JSON, or not written as one."""
    if not text.lstrip().startswith(("[", "{")):
        return None
    try:
        json.loads(text)
    except json.JSONDecodeError as error:
        return f"line {error.lineno}, column {error.colno}: {error.msg}"
    except RecursionError:
        return "nested too deeply"
    return None


def _read_bounded(file: Path) -> tuple[bytes, int | None]:
    """The bytes of ``file``, and its size when only its tail was read. A regular file over
    ``MAX_TRANSCRIPT_BYTES`` (Claude Code sessions reach gigabytes) is read from the first
    line that starts in its last ``MAX_TRANSCRIPT_BYTES``: JSON lines, whose latest turns are
    the ones a request refers to. A stream without an end (/dev/zero) is refused."""
    try:
        with file.open("rb") as handle:
            size = os.fstat(handle.fileno()).st_size if file.is_file() else 0
            if size > MAX_TRANSCRIPT_BYTES and file.suffix == ".jsonl":
                handle.seek(size - MAX_TRANSCRIPT_BYTES)
                tail = surrogates.read_at_most(handle, MAX_TRANSCRIPT_BYTES)
                return tail[tail.find(b"\n") + 1:], size
            raw = surrogates.read_at_most(handle, MAX_TRANSCRIPT_BYTES)
    except OSError as error:
        raise SessionError(f"{file}: cannot be read ({error.strerror or error}); check that it is a readable file") from None
    if len(raw) > MAX_TRANSCRIPT_BYTES:
        raise SessionError(f"{file}: over {MAX_TRANSCRIPT_BYTES // (1024 * 1024)} MiB without an end, or a single JSON "
                           "document that large; give a transcript file")
    return raw, None


def detect_format(name: str, text: str) -> str | None:
    """The format of a transcript from its file name and text, or None."""
    if name == CLINE_FILE:
        return "cline"
    if name.endswith(AIDER_FILE) or text.lstrip().startswith(AIDER_HEADER.strip()):
        return "aider"
    if not name.endswith(".jsonl"):
        whole = _json(text)
        if whole is not None:
            return _json_format(whole)
    if name.startswith("rollout-"):
        return "codex"
    records, _ = json_records(split_lines(text)[:SNIFF_RECORDS * 5])
    sample = records[:SNIFF_RECORDS]
    if any("payload" in r and r.get("type") in CODEX_TYPES for r in sample):
        return "codex"
    if any(isinstance(r.get("projectHash"), str) or "$rewindTo" in r for r in sample):
        return "gemini"
    if any(r.get("type") in CLAUDE_TYPES or "parentUuid" in r for r in sample):
        return "claude-code"
    return None


def _json_format(value: Any) -> str | None:
    if isinstance(value, dict) and isinstance(value.get("messages"), list):
        return "gemini" if isinstance(value.get("sessionId"), str) else "openai"
    if isinstance(value, list) and value and all(isinstance(m, dict) and "role" in m for m in value):
        return "cline" if any(_anthropic(m.get("content")) for m in value) else "openai"
    if value == []:
        return "openai"  # a conversation with no messages yet: a session without history
    return None


def _anthropic(content: Any) -> bool:
    """Content only Cline/Roo writes: tool_use/tool_result blocks or its task wrappers."""
    if not isinstance(content, list):
        return False
    for block in content:
        if isinstance(block, dict) and (block.get("type") in ("tool_use", "tool_result") or any(
                tag in str(block.get("text", "")) for tag in ("<task>", "<environment_details>"))):
            return True
    return False


def _parse(format: str, file: Path, text: str, cwd: str | None) -> Session:
    where = str(file)
    if format == "claude-code":
        return parse_claude_code(split_lines(text), session_id=file.stem, cwd=cwd, path=where)
    if format == "codex":
        return parse_codex(split_lines(text), session_id=file.stem, cwd=cwd, path=where)
    if format == "aider":
        return parse_aider(text, session_id=file.stem, cwd=cwd or str(file.parent.absolute()), path=where)
    if format == "gemini" and file.suffix == ".jsonl":
        return parse_gemini_lines(split_lines(text), session_id=file.stem, cwd=cwd or _gemini_root(file), path=where)
    data = _json_or_error(file, text)
    if format == "gemini":
        return parse_gemini(data, session_id=file.stem, cwd=cwd or _gemini_root(file), path=where)
    if format == "cline":
        return parse_cline(data, session_id=file.parent.name, cwd=cwd, path=where,
                           last_activity=_cline_last_activity(file.parent))
    messages = data.get("messages") if isinstance(data, dict) else data
    if not isinstance(messages, list):
        raise SessionError(f"{file}: holds no message list; give a JSON list of messages or {{\"messages\": [...]}}")
    return parse_messages(messages, id=file.stem, cwd=cwd, path=where)


def _json(text: str) -> Any:
    try:
        return surrogates.loads(text)
    except (ValueError, RecursionError):
        return None


def _json_or_error(file: Path, text: str) -> Any:
    try:
        return surrogates.loads(text)
    except json.JSONDecodeError as error:
        raise SessionError(f"{file}: not valid JSON ({error.msg} at line {error.lineno}, column {error.colno})") from None
    except (ValueError, RecursionError):
        raise SessionError(f"{file}: not valid JSON; give an unmodified transcript") from None


def _gemini_root(file: Path) -> str | None:
    """The project folder Gemini CLI notes in ``tmp/<project>/.project_root``, if any."""
    if file.parent.name != "chats":
        return None
    try:
        return (file.parent.parent / ".project_root").read_text(encoding="utf-8").strip() or None
    except (OSError, UnicodeDecodeError):
        return None


def _cline_last_activity(task: Path) -> str | None:
    """Time of the last UI message (``ui_messages.json`` beside the history), if recorded."""
    try:
        messages = surrogates.loads((task / "ui_messages.json").read_bytes())
    except (OSError, ValueError, RecursionError):
        return None
    if isinstance(messages, list):
        for message in reversed(messages):
            if isinstance(message, dict) and iso_from_millis(message.get("ts")):
                return iso_from_millis(message["ts"])
    return None
