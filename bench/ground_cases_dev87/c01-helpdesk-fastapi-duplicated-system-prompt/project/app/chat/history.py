"""Conversation history kept in Redis, trimmed to a token budget before each call."""
import json

import redis.asyncio as redis
import tiktoken

from app.settings import settings

_enc = tiktoken.get_encoding("o200k_base")


def count_tokens(message: dict) -> int:
    return len(_enc.encode(message["content"])) + 4


def trim_history(messages: list[dict], budget: int) -> list[dict]:
    """Drop the oldest user/assistant messages until the rest fits in ``budget``."""
    system = [m for m in messages if m["role"] == "system"]
    rest = [m for m in messages if m["role"] != "system"]
    total = sum(count_tokens(m) for m in system + rest)
    while rest and total > budget:
        total -= count_tokens(rest.pop(0))
    return system + rest


class HistoryStore:
    def __init__(self, url: str | None = None) -> None:
        self.r = redis.from_url(url or settings.redis_url, decode_responses=True)

    async def load(self, conversation_id: str) -> list[dict]:
        raw = await self.r.get(f"conv:{conversation_id}")
        return json.loads(raw) if raw else []

    async def save(self, conversation_id: str, messages: list[dict]) -> None:
        await self.r.set(f"conv:{conversation_id}", json.dumps(messages, ensure_ascii=False), ex=60 * 60 * 24)


async def build_messages(store: HistoryStore, conversation_id: str, system_prompt: str,
                         context: str, question: str) -> list[dict]:
    history = await store.load(conversation_id)
    history.append({"role": "system", "content": system_prompt})
    history.append({"role": "user", "content": f"参考资料：\n{context}\n\n问题：{question}"})
    await store.save(conversation_id, history)
    return trim_history(history, settings.history_budget_tokens)


async def remember_answer(store: HistoryStore, conversation_id: str, answer: str) -> None:
    history = await store.load(conversation_id)
    history.append({"role": "assistant", "content": answer})
    await store.save(conversation_id, history)
