"""Agent hooks (SPEC U-3): ground the prompt a user is submitting and add the result as
context, in the output format each agent documents. A hook never blocks or breaks the
user's prompt: on any failure it adds nothing, says why on stderr, and exits 0.

| agent | event | context goes in |
|---|---|---|
| Claude Code | ``UserPromptSubmit`` | ``hookSpecificOutput.additionalContext`` |
| Codex CLI | ``UserPromptSubmit`` | ``hookSpecificOutput.additionalContext`` (no other keys: Codex rejects unknown ones) |
| Gemini CLI | ``BeforeAgent`` | ``hookSpecificOutput.additionalContext`` (``{}`` when there is nothing to add) |
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from honing import surrogates
from honing.grounding.compose import Item

AGENTS = {"claude-code": "UserPromptSubmit", "codex": "UserPromptSubmit", "gemini": "BeforeAgent"}
# Claude Code keeps at most 10,000 characters of added context (Codex about as much);
# an instruction longer than this is cut at an item boundary.
MAX_CONTEXT_CHARS = 9_000
PREFIX = "honing grounded this request in the session and the project; every item cites its source:\n"


class HookInputError(ValueError):
    """The hook's stdin is not the JSON object the agent sends."""


@dataclass(frozen=True)
class HookInput:
    prompt: str
    transcript_path: str | None
    cwd: str | None
    session_id: str | None


def parse(agent: str, raw: str) -> HookInput:
    try:
        payload = surrogates.loads(raw)
    except json.JSONDecodeError as exc:
        raise HookInputError(f"stdin is not JSON ({exc.msg} at line {exc.lineno})") from None
    if not isinstance(payload, dict):
        raise HookInputError("stdin is not a JSON object")
    prompt = payload.get("prompt")
    if prompt is not None and not isinstance(prompt, str):
        raise HookInputError(f"the hook input's prompt is a {type(prompt).__name__}, not text")
    if not isinstance(prompt, str) or not prompt.strip():
        raise HookInputError("the hook input has no prompt")

    def text(key: str) -> str | None:
        value = payload.get(key)
        return value if isinstance(value, str) and value else None

    return HookInput(prompt, text("transcript_path"), text("cwd"), text("session_id"))


def _fit(text: str) -> str:
    if len(text) <= MAX_CONTEXT_CHARS:
        return text
    kept: list[str] = []
    size = 0
    for line in text.split("\n"):
        if size + len(line) + 1 > MAX_CONTEXT_CHARS:
            break
        kept.append(line)
        size += len(line) + 1
    return "\n".join(kept)


def carries_evidence(items: Sequence[Item]) -> bool:
    """Whether an instruction moves anything from the session or the project (an item citing a turn or a file): one
    that only repeats the prompt and says what is unresolved tells the agent nothing it has not got."""
    return any(item.source.kind in ("history", "file") for item in items)


def output(agent: str, instruction: str | None) -> str:
    """The stdout of the hook: the agent's JSON with the instruction as added context,
    or what adds nothing (empty for Claude Code and Codex, ``{}`` for Gemini)."""
    # an instruction of one item only repeats the prompt: the agent gains nothing from it
    if not instruction or "\n" not in instruction.strip():
        return "{}" if agent == "gemini" else ""
    body: dict[str, Any] = {"hookSpecificOutput": {"hookEventName": AGENTS[agent],
                                                   "additionalContext": PREFIX + _fit(instruction)}}
    return json.dumps(body, ensure_ascii=False)
