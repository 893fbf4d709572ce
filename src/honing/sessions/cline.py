"""Cline and Roo Code tasks: ``<task-id>/api_conversation_history.json``.

The file is the Anthropic-style message list sent to the model. The first user message
wraps the task in ``<task>…</task>``; every user message ends with an
``<environment_details>`` block the extension adds. Later user messages carry tool results,
either as ``tool_result`` blocks or as text that starts ``[tool_name for '…'] Result:``.
The human's own words arrive wrapped: ``<feedback>`` (on a result or a denied tool),
``<answer>`` (to a follow-up question) and ``<user_message>`` (resuming a task); a user
message without them is not a turn. Tools are called with ``tool_use`` blocks or, in the
XML protocol, as ``<tool_name><param>…</param></tool_name>`` inside the agent's text; the
text of attempt_completion, ask_followup_question and plan_mode_respond is what the human
reads, so it is also part of the agent's reply.
"""

from __future__ import annotations

import itertools
import re
from collections import deque
from collections.abc import Iterator
from typing import Any

from honing.sessions._common import (
    TurnBuilder,
    dumps,
    iso_from_millis,
    paths_in,
    string,
    strip_tag,
    text_of,
)
from honing.sessions.model import Session

FORMAT = "cline"

HUMAN_TAGS = ("task", "feedback", "answer", "user_message")
XML_TOOLS = (
    "read_file", "write_to_file", "replace_in_file", "apply_diff", "insert_content", "search_and_replace",
    "search_files", "list_files", "list_code_definition_names", "codebase_search", "execute_command",
    "browser_action", "use_mcp_tool", "access_mcp_resource", "ask_followup_question", "attempt_completion",
    "plan_mode_respond", "plan_mode_response", "new_task", "switch_mode", "fetch_instructions",
    "load_mcp_documentation", "web_fetch", "update_todo_list", "new_rule", "condense", "summarize_task",
)
SPOKEN = {"attempt_completion": "result", "ask_followup_question": "question", "plan_mode_respond": "response",
          "plan_mode_response": "response"}
XML_TOOL = re.compile(rf"<({'|'.join(XML_TOOLS)})>(.*?)</\1>", re.DOTALL)
XML_PARAM = re.compile(r"<(\w+)>\n?(.*?)\n?</\1>", re.DOTALL)
RESULT_HEADER = re.compile(r"^\[(\w+)(?: for .*?)?\] Result:", re.DOTALL)
CWD = re.compile(r"# Current (?:Working|Workspace) Directory \((.+?)\) Files")
FAILED = ("The user denied this operation", "The tool execution failed")


def parse_cline(messages: Any, *, session_id: str | None = None, cwd: str | None = None,
                path: str | None = None, last_activity: str | None = None) -> Session:
    """A Cline/Roo task from its decoded ``api_conversation_history.json``."""
    builder = TurnBuilder()
    pending: deque[str] = deque()  # ids of XML tool calls still waiting for their result
    numbers = itertools.count(1)
    skipped = 0 if isinstance(messages, list) else 1
    recorded_cwd: str | None = None
    first = True
    for message in messages if isinstance(messages, list) else ():
        if not isinstance(message, dict) or not isinstance(message.get("content"), str | list):
            skipped += 1
            continue
        content = message["content"]
        blocks = [{"type": "text", "text": content}] if isinstance(content, str) else content
        stamp = iso_from_millis(message.get("ts"))
        last_activity = stamp or last_activity
        if message.get("role") == "assistant":
            _assistant(blocks, builder, pending, numbers)
        elif message.get("role") == "user":
            if first:
                found = CWD.search(text_of(blocks))
                recorded_cwd = found.group(1) if found else None
            _user(blocks, builder, pending, first, stamp)
            first = False
        else:
            skipped += 1
    return Session(format=FORMAT, id=session_id or "", turns=builder.build(), cwd=cwd or recorded_cwd,
                   path=path, skipped=skipped, last_activity=last_activity, notes=builder.notes())


def _user(blocks: list[Any], builder: TurnBuilder, pending: deque[str], first: bool, stamp: str | None) -> None:
    texts: list[str] = []
    result_key: str | None = None
    result_parts: list[str] = []
    for block in blocks:
        if not isinstance(block, dict):
            continue
        if block.get("type") == "tool_result" and isinstance(block.get("tool_use_id"), str):
            text = _clean(text_of(block.get("content")))
            builder.result(block["tool_use_id"], text, block.get("is_error") is True or text.startswith(FAILED))
            texts.append(text)
        elif block.get("type") == "text" and isinstance(block.get("text"), str):
            text = _clean(block["text"])
            texts.append(text)
            header = RESULT_HEADER.match(text)
            if header:
                _finish(builder, result_key, result_parts)
                result_key, result_parts = (pending.popleft() if pending else None), [text[header.end():]]
            elif result_key is not None:
                result_parts.append(text)
    _finish(builder, result_key, result_parts)
    words = [m.strip() for text in texts for tag in HUMAN_TAGS
             for m in re.findall(rf"<{tag}>(.*?)</{tag}>", text, re.DOTALL)]
    said = "\n\n".join(w for w in words if w)
    if not said and first:
        said = "\n\n".join(t for t in texts if t)
    if said:
        builder.user(said, stamp)


def _finish(builder: TurnBuilder, key: str | None, parts: list[str]) -> None:
    if key is not None:
        text = "\n".join(p for p in (p.strip() for p in parts) if p)
        builder.result(key, text, text.startswith(FAILED))


def _assistant(blocks: list[Any], builder: TurnBuilder, pending: deque[str], numbers: Iterator[int]) -> None:
    pending.clear()
    for block in blocks:
        if not isinstance(block, dict):
            continue
        if block.get("type") == "text" and isinstance(block.get("text"), str):
            text = strip_tag(block["text"], "thinking")
            builder.text(XML_TOOL.sub("", text))
            for match in XML_TOOL.finditer(text):
                params = {name: value for name, value in XML_PARAM.findall(match.group(2))}
                key = f"xml:{next(numbers)}"
                _call(builder, key, match.group(1), params)
                pending.append(key)
        elif block.get("type") == "tool_use":
            _call(builder, string(block.get("id")), string(block.get("name")) or "", block.get("input"))


def _call(builder: TurnBuilder, key: str | None, name: str, arguments: Any) -> None:
    builder.tool(key, name, dumps(arguments), paths_in(arguments))
    spoken = arguments.get(SPOKEN.get(name, "")) if isinstance(arguments, dict) else None
    if isinstance(spoken, str):
        builder.text(spoken)


def _clean(text: str) -> str:
    return strip_tag(text, "environment_details").strip()
