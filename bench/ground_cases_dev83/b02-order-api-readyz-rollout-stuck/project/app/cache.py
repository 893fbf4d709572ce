from __future__ import annotations

import json
import logging
from typing import Any

from redis.asyncio import Redis

from app.config import get_settings

log = logging.getLogger(__name__)
_client: Redis | None = None


def client() -> Redis | None:
    """The Redis client, or None when caching is disabled (REDIS_URL empty)."""
    global _client
    url = get_settings().redis_url
    if not url:
        return None
    if _client is None:
        _client = Redis.from_url(url, socket_timeout=0.5)
    return _client


async def get_json(key: str) -> Any | None:
    c = client()
    if c is None:
        return None
    try:
        raw = await c.get(key)
    except Exception:  # the cache is best effort
        log.warning("cache get failed for %s", key, exc_info=True)
        return None
    return json.loads(raw) if raw else None


async def set_json(key: str, value: Any) -> None:
    c = client()
    if c is None:
        return
    try:
        await c.set(key, json.dumps(value), ex=get_settings().cache_ttl_seconds)
    except Exception:
        log.warning("cache set failed for %s", key, exc_info=True)
