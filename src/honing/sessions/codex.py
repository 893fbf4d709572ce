"""Codex CLI rollouts: ``~/.codex/sessions/YYYY/MM/DD/rollout-<time>-<uuid>.jsonl``.

Each line is ``{timestamp, type, payload}`` (``RolloutLine`` in openai/codex
``codex-rs/protocol``). ``session_meta`` names the session and its cwd. What the human typed
is the ``event_msg`` of type ``user_message``; the ``response_item`` user messages also carry
the environment context, AGENTS.md and other injected instructions, so they are read only
from rollouts written before user_message events were recorded. Agent text comes from
``response_item`` assistant messages (or, when a rollout has none, from ``agent_message``
events, which repeat them). Tool calls are ``function_call``, ``custom_tool_call`` and
``local_shell_call`` items, answered by ``*_output`` items with the same ``call_id``. A
``thread_rolled_back`` event removes the last ``num_turns`` turns.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from honing.sessions._common import (
    TurnBuilder,
    dumps,
    json_records,
    load_json,
    paths_in,
    string,
    text_of,
)
from honing.sessions.model import Session

FORMAT = "codex"

# Text Codex puts in user messages itself (environment, instructions files, shell escapes).
INJECTED_PREFIXES = (
    "<environment_context>", "<user_instructions>", "# AGENTS.md instructions", "<INSTRUCTIONS>",
    "<user_shell_command>", "<turn_aborted>",
)
# Older rollouts marked injected user_message events with a kind instead.
INJECTED_KINDS = ("user_instructions", "environment_context")
RESPONSE_ITEM_TYPES = ("message", "function_call", "function_call_output", "custom_tool_call",
                       "custom_tool_call_output", "local_shell_call", "reasoning")
PATCH_PATH = re.compile(r"^\*\*\* (?:Add File|Update File|Delete File|Move to): (.+?)\s*$", re.MULTILINE)


def parse_codex(lines: Iterable[str], *, session_id: str | None = None, cwd: str | None = None,
                path: str | None = None) -> Session:
    """A Codex rollout from its JSONL lines; ``cwd`` overrides the recorded one."""
    records, skipped = json_records(lines)
    items: list[tuple[str, dict[str, Any], str | None]] = []
    for record in records:
        item = _item(record)
        if item is None:
            skipped += 1
        else:
            items.append(item)
    has_user_events = any(kind == "event_msg" and p.get("type") == "user_message" for kind, p, _ in items)
    has_agent_items = any(kind == "response_item" and p.get("type") == "message" and p.get("role") == "assistant"
                          and isinstance(p.get("content"), list | str) for kind, p, _ in items)
    meta = next((p for kind, p, _ in items if kind == "session_meta"), {})
    context_cwd = next((string(p.get("cwd")) for kind, p, _ in items if kind == "turn_context"), None)
    builder = TurnBuilder()
    for kind, payload, timestamp in items:
        if kind == "event_msg":
            _event(payload, timestamp, builder, has_agent_items)
        elif kind == "response_item":
            if not _response_item(payload, timestamp, builder, has_user_events):
                skipped += 1
    return Session(
        format=FORMAT,
        id=string(meta.get("id")) or session_id or "",
        turns=builder.build(),
        cwd=cwd or string(meta.get("cwd")) or context_cwd,
        path=path,
        skipped=skipped,
        last_activity=next((t for _, _, t in reversed(items) if t), None),
        notes=builder.notes(),
    )


def _item(record: dict[str, Any]) -> tuple[str, dict[str, Any], str | None] | None:
    """(kind, payload, timestamp) of one line, reading the pre-envelope layout too: a bare
    response item a line, after a first line holding the session's id and timestamp."""
    timestamp = record.get("timestamp")
    stamp = timestamp if isinstance(timestamp, str) and timestamp else None
    kind = record.get("type")
    if "payload" in record:
        payload = record["payload"]
        if not isinstance(kind, str) or not isinstance(payload, dict):
            return None
        return kind, payload, stamp
    if kind in RESPONSE_ITEM_TYPES:
        return "response_item", record, None
    if kind is None and isinstance(record.get("id"), str) and stamp:
        return "session_meta", record, stamp
    if "record_type" in record:
        return "state", record, None
    return None


def _event(payload: dict[str, Any], timestamp: str | None, builder: TurnBuilder, has_agent_items: bool) -> None:
    kind = payload.get("type")
    message = payload.get("message")
    if kind == "user_message" and isinstance(message, str):
        if payload.get("kind") not in INJECTED_KINDS and not _injected(message) and message.strip():
            builder.user(message, timestamp)
    elif kind == "agent_message" and isinstance(message, str) and not has_agent_items:
        builder.text(message)
    elif kind == "thread_rolled_back" and isinstance(payload.get("num_turns"), int):
        builder.drop_last(payload["num_turns"])


def _response_item(payload: dict[str, Any], timestamp: str | None, builder: TurnBuilder,
                   has_user_events: bool) -> bool:
    """Read one response item; False when its fields have the wrong types."""
    kind = payload.get("type")
    key = string(payload.get("call_id"))
    if kind == "message":
        content = payload.get("content")
        if not isinstance(content, list | str):
            return False
        text = text_of(content)
        if payload.get("role") == "assistant":
            builder.text(text)
        elif payload.get("role") == "user" and not has_user_events and text.strip() and not _injected(text):
            builder.user(text, timestamp)
    elif kind == "function_call":
        name, arguments = string(payload.get("name")), payload.get("arguments")
        if name is None or not isinstance(arguments, str):
            return False
        builder.tool(key, name, arguments, _paths(name, arguments))
    elif kind == "custom_tool_call":
        name, patch = string(payload.get("name")), payload.get("input")
        if name is None or not isinstance(patch, str):
            return False
        builder.tool(key, name, patch, _patch_paths(patch))
    elif kind == "local_shell_call":
        action = payload.get("action")
        builder.tool(key or string(payload.get("id")), "local_shell", dumps(action))
    elif kind in ("function_call_output", "custom_tool_call_output") and key:
        result, is_error = _output(payload.get("output"))
        builder.result(key, result, is_error)
    return True


def _output(output: Any) -> tuple[str, bool]:
    """Tool output as text and whether it failed. The output is a string, a list of content
    items, or (older rollouts) ``{content, success}``; shell output strings are often JSON
    ``{output, metadata: {exit_code}}``."""
    if isinstance(output, dict):
        return text_of(output.get("content")) or text_of(output.get("content_items")), output.get("success") is False
    text = text_of(output)
    wrapped = load_json(text) if text.startswith("{") else None
    if isinstance(wrapped, dict) and isinstance(wrapped.get("output"), str):
        metadata = wrapped.get("metadata")
        code = metadata.get("exit_code") if isinstance(metadata, dict) else None
        return wrapped["output"], isinstance(code, int) and code != 0
    return text, False


def _paths(name: str, arguments: str) -> tuple[str, ...]:
    parsed = load_json(arguments)
    if name == "apply_patch" and isinstance(parsed, dict) and isinstance(parsed.get("input"), str):
        return _patch_paths(parsed["input"])
    return paths_in(parsed)


def _patch_paths(patch: str) -> tuple[str, ...]:
    """The files an apply_patch envelope adds, updates, deletes or moves to."""
    return tuple(dict.fromkeys(PATCH_PATH.findall(patch)))


def _injected(text: str) -> bool:
    return text.lstrip().startswith(INJECTED_PREFIXES)


