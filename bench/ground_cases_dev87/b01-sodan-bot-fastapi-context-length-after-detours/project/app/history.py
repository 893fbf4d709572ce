"""会話履歴をモデルのコンテキストに収まるように切り詰める."""
from __future__ import annotations

from functools import lru_cache

import tiktoken

from app.config import get_settings

# 1 メッセージごとに chat template が足す分 (role タグなど) の概算
PER_MESSAGE_OVERHEAD = 4


@lru_cache
def _encoding() -> tiktoken.Encoding:
    return tiktoken.get_encoding("cl100k_base")


def count_tokens(message: dict) -> int:
    return len(_encoding().encode(message.get("content") or "")) + PER_MESSAGE_OVERHEAD


def trim_history(system: dict, history: list[dict], new_user: dict) -> list[dict]:
    """system と最新の質問は必ず残し、古い履歴から落とす."""
    settings = get_settings()
    budget = settings.max_context_tokens
    used = count_tokens(system) + count_tokens(new_user)
    kept: list[dict] = []
    for message in reversed(history):
        cost = count_tokens(message)
        if used + cost > budget:
            break
        kept.append(message)
        used += cost
    kept.reverse()
    # assistant から始まると Qwen の template が崩れるので user から始める
    while kept and kept[0]["role"] != "user":
        kept.pop(0)
    return [system, *kept, new_user]
