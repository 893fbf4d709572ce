from __future__ import annotations

import json

import redis

from app.config import get_settings


class HistoryStore:
    def __init__(self, client: redis.Redis | None = None) -> None:
        settings = get_settings()
        self.client = client or redis.Redis.from_url(settings.redis_url, decode_responses=True)
        self.ttl = settings.history_ttl_seconds

    def _key(self, conversation_id: str) -> str:
        return f"sodan:history:{conversation_id}"

    def load(self, conversation_id: str) -> list[dict]:
        raw = self.client.lrange(self._key(conversation_id), 0, -1)
        return [json.loads(item) for item in raw]

    def append(self, conversation_id: str, *messages: dict) -> None:
        key = self._key(conversation_id)
        pipe = self.client.pipeline()
        for message in messages:
            pipe.rpush(key, json.dumps(message, ensure_ascii=False))
        pipe.expire(key, self.ttl)
        pipe.execute()

    def clear(self, conversation_id: str) -> None:
        self.client.delete(self._key(conversation_id))
