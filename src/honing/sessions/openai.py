"""OpenAI chat messages: ``[{role, content}, …]`` as sent to the Chat Completions API.

``content`` is a string or a list of parts (``{"type": "text", "text": …}``; images and
other parts carry no text). An assistant message's ``tool_calls`` (``{id, function: {name,
arguments}}``) become the turn's tool calls and a ``role: "tool"`` message answers the call
named by its ``tool_call_id``. ``system`` and ``developer`` messages are instructions, not
turns. No working directory or time is recorded.
"""

from __future__ import annotations

from typing import Any

from honing import surrogates
from honing.sessions._common import TurnBuilder, dumps, load_json, paths_in, string, text_of
from honing.sessions.model import Session

FORMAT = "openai"
INSTRUCTION_ROLES = ("system", "developer")


def parse_messages(messages: list[dict[str, Any]], *, id: str = "messages", cwd: str | None = None,
                   path: str | None = None) -> Session:
    """A session from OpenAI chat messages; malformed messages are counted in ``skipped``."""
    messages = surrogates.clean_value(messages)  # from a server or MCP request: never decoded here
    builder = TurnBuilder()
    skipped = 0 if isinstance(messages, list) else 1
    for message in messages if isinstance(messages, list) else ():
        if not _valid(message):
            skipped += 1
            continue
        role, content = message["role"], message.get("content")
        if role == "user":
            text = text_of(content)
            if text.strip():
                builder.user(text)
        elif role == "assistant":
            builder.text(text_of(content))
            for call in message.get("tool_calls") or ():
                _call(call, builder)
        elif role == "tool" and isinstance(message.get("tool_call_id"), str):
            builder.result(message["tool_call_id"], text_of(content))
        elif role not in INSTRUCTION_ROLES:
            skipped += 1
    return Session(format=FORMAT, id=id, turns=builder.build(), cwd=cwd, path=path, skipped=skipped,
                   notes=builder.notes())


def _valid(message: Any) -> bool:
    return (isinstance(message, dict) and isinstance(message.get("role"), str)
            and (message.get("content") is None or isinstance(message["content"], str | list))
            and isinstance(message.get("tool_calls") or [], list))


def _call(call: Any, builder: TurnBuilder) -> None:
    function = call.get("function") if isinstance(call, dict) else None
    if not isinstance(function, dict):
        return
    arguments = function.get("arguments")
    if isinstance(arguments, str):  # the API sends arguments as JSON text
        text, parsed = arguments, load_json(arguments)
    else:
        text, parsed = ("" if arguments is None else dumps(arguments)), arguments
    builder.tool(string(call.get("id")), string(function.get("name")) or "", text, paths_in(parsed))
