"""Shares viewer counts between instances through Redis.

Each instance writes its local count into the hash ``viewers:<stream>`` under
its own instance id. The hash expires unless someone keeps writing, so a
crashed instance drops out by itself.
"""
from __future__ import annotations

import asyncio
import logging

from viewers.counter import ViewerCounter

log = logging.getLogger(__name__)


class RedisSync:
    def __init__(self, redis, counter: ViewerCounter, instance_id: str, ttl: int = 15) -> None:
        self.redis = redis
        self.counter = counter
        self.instance_id = instance_id
        self.ttl = ttl

    async def publish_local(self, stream_id: str) -> None:
        key = f"viewers:{stream_id}"
        await self.redis.hset(key, self.instance_id, self.counter.count(stream_id))
        await self.redis.expire(key, self.ttl)

    async def total(self, stream_id: str) -> int:
        """Viewers of the stream on every live instance."""
        values = await self.redis.hgetall(f"viewers:{stream_id}")
        return sum(int(v) for v in values.values())

    async def run(self, interval: float = 5.0) -> None:
        while True:
            for stream_id in self.counter.streams():
                try:
                    await self.publish_local(stream_id)
                except Exception:
                    log.warning("redis publish failed for %s", stream_id, exc_info=True)
            await asyncio.sleep(interval)
