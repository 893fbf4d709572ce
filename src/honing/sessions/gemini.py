"""Gemini CLI chats: ``~/.gemini/tmp/<project>/chats/session-*.json`` (one JSON object) or,
from newer releases, ``session-*.jsonl`` (an append log).

The object is a ``ConversationRecord`` (google-gemini/gemini-cli, ``chatRecordingTypes.ts``):
``{sessionId, projectHash, startTime, lastUpdated, messages}``; each message has ``id``,
``timestamp``, ``type`` (``user``, ``gemini``, ``info``, ``error``, ``warning``) and ``content``
(a string or a list of parts); ``gemini`` messages carry ``toolCalls`` with ``name``, ``args``,
``result`` and ``status``. The log's lines are the metadata, messages (a later line with the
same ``id`` replaces the earlier one), ``{"$set": …}`` metadata updates and
``{"$rewindTo": id}`` records that drop that message and everything after it. No working
directory is recorded: the caller supplies it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from honing.sessions._common import TurnBuilder, dumps, json_records, paths_in, string, text_of
from honing.sessions.model import Session

FORMAT = "gemini"


def parse_gemini(record: Any, *, session_id: str | None = None, cwd: str | None = None,
                 path: str | None = None, skipped: int = 0) -> Session:
    """A Gemini CLI chat from its ``ConversationRecord`` object."""
    data = record if isinstance(record, dict) else {}
    messages = data.get("messages")
    builder = TurnBuilder()
    last_stamp: str | None = None
    for message in messages if isinstance(messages, list) else ():
        if not isinstance(message, dict) or not isinstance(message.get("type"), str):
            skipped += 1
            continue
        stamp = message.get("timestamp") if isinstance(message.get("timestamp"), str) else None
        last_stamp = stamp or last_stamp
        if message["type"] == "user":
            text = _text(message.get("displayContent")) or _text(message.get("content"))
            if text.strip():
                builder.user(text, stamp)
        elif message["type"] == "gemini":
            builder.text(_text(message.get("content")))
            calls = message.get("toolCalls")
            for call in calls if isinstance(calls, list) else ():
                _tool(call, builder)
    if not isinstance(messages, list):
        skipped += 1
    updated = data.get("lastUpdated")
    recorded_id = data.get("sessionId")
    return Session(
        format=FORMAT,
        id=recorded_id if isinstance(recorded_id, str) and recorded_id else session_id or "",
        turns=builder.build(),
        cwd=cwd,
        path=path,
        skipped=skipped,
        last_activity=updated if isinstance(updated, str) and updated else last_stamp,
        notes=builder.notes(),
    )


def parse_gemini_lines(lines: Iterable[str], *, session_id: str | None = None, cwd: str | None = None,
                       path: str | None = None) -> Session:
    """A Gemini CLI chat from the lines of its ``.jsonl`` log."""
    records, skipped = json_records(lines)
    metadata: dict[str, Any] = {}
    messages: dict[str, dict[str, Any]] = {}
    for record in records:
        if isinstance(record.get("$rewindTo"), str):
            ids = list(messages)
            cut = ids.index(record["$rewindTo"]) if record["$rewindTo"] in ids else 0
            for mid in ids[cut:]:
                del messages[mid]
        elif isinstance(record.get("id"), str):
            messages[record["id"]] = record  # a rewrite keeps the message's place
        elif isinstance(record.get("$set"), dict):
            metadata.update(record["$set"])
        elif isinstance(record.get("sessionId"), str):
            metadata.update(record)
        else:
            skipped += 1
    metadata["messages"] = list(messages.values())
    return parse_gemini(metadata, session_id=session_id, cwd=cwd, path=path, skipped=skipped)


def _text(content: Any) -> str:
    """Text of a part list, leaving out thought parts and function calls/responses."""
    if isinstance(content, list):
        content = [p for p in content if isinstance(p, str) or (isinstance(p, dict) and p.get("thought") is not True)]
    return text_of(content)


def _tool(call: Any, builder: TurnBuilder) -> None:
    if not isinstance(call, dict):
        return
    args = call.get("args")
    builder.tool(string(call.get("id")), string(call.get("name")) or "", dumps(args), paths_in(args), _result(call), call.get("status") == "error")


def _result(call: dict[str, Any]) -> str:
    """A tool's output: the function responses' output/error, else the text shown to the user."""
    parts = call.get("result")
    parts = parts if isinstance(parts, list) else [parts]
    texts: list[str] = []
    for part in parts:
        response = part.get("functionResponse") if isinstance(part, dict) else None
        if isinstance(response, dict) and isinstance(response.get("response"), dict):
            body = response["response"]
            value = body.get("output", body.get("error", body))
            texts.append(value if isinstance(value, str) else dumps(value))
        elif text_of(part):
            texts.append(text_of(part))
    display = call.get("resultDisplay")
    return "\n".join(texts) or (display if isinstance(display, str) else "")
