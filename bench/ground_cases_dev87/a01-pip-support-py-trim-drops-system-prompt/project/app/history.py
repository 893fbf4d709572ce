from __future__ import annotations

from functools import lru_cache

import tiktoken

from app.settings import get_settings

# per-message overhead of the chat format (role, separators)
MESSAGE_OVERHEAD = 4


@lru_cache
def _encoding():
    try:
        return tiktoken.encoding_for_model(get_settings().model)
    except KeyError:
        return tiktoken.get_encoding("o200k_base")


def count_tokens(message: dict) -> int:
    return len(_encoding().encode(message.get("content") or "")) + MESSAGE_OVERHEAD


def trim_history(messages: list[dict], budget: int | None = None) -> list[dict]:
    """Drop the oldest messages until the request, plus room for the reply, fits the budget."""
    settings = get_settings()
    limit = (budget or settings.max_prompt_tokens) - settings.max_reply_tokens
    kept = list(messages)
    total = sum(count_tokens(m) for m in kept)
    while len(kept) > 1 and total > limit:
        dropped = kept.pop(0)
        total -= count_tokens(dropped)
        # never leave a tool result without the assistant call that produced it
        while kept and kept[0]["role"] == "tool":
            total -= count_tokens(kept.pop(0))
    return kept


def to_transcript(messages: list[dict]) -> str:
    lines = []
    for m in messages:
        if m["role"] == "system":
            continue
        who = "Customer" if m["role"] == "user" else "Pip"
        lines.append(f"{who}: {m['content']}")
    return "\n".join(lines)
