from __future__ import annotations

import json
import os
from typing import Any

import redis.asyncio as redis


class RedisCache:
    """Thin JSON wrapper over redis.asyncio. ttl is always in seconds."""

    def __init__(self, url: str) -> None:
        self.url = url
        self._r: redis.Redis | None = None

    async def connect(self) -> None:
        self._r = redis.from_url(self.url, decode_responses=True)

    async def close(self) -> None:
        if self._r is not None:
            await self._r.aclose()

    async def ping(self) -> bool:
        return bool(self._r and await self._r.ping())

    async def get(self, key: str) -> Any | None:
        raw = await self._r.get(key)
        return None if raw is None else json.loads(raw)

    async def set(self, key: str, value: Any, ttl: int) -> None:
        await self._r.set(key, json.dumps(value), ex=ttl)

    async def delete(self, key: str) -> None:
        await self._r.delete(key)


cache = RedisCache(os.environ.get("REDIS_URL", "redis://localhost:6379/0"))
