"""Topic fan-out for the dashboard's websockets."""
from __future__ import annotations

import asyncio
import logging
from collections import defaultdict
from typing import Any, Protocol

log = logging.getLogger(__name__)


class Socket(Protocol):
    async def send_json(self, data: Any) -> None: ...


class Hub:
    """Which sockets listen to which topic. One browser tab is one socket."""

    def __init__(self) -> None:
        self._topics: dict[str, list[Socket]] = defaultdict(list)
        self._lock = asyncio.Lock()

    async def subscribe(self, ws: Socket, topic: str) -> None:
        async with self._lock:
            self._topics[topic].append(ws)

    async def unsubscribe_all(self, ws: Socket) -> None:
        async with self._lock:
            for subscribers in self._topics.values():
                while ws in subscribers:
                    subscribers.remove(ws)

    async def publish(self, topic: str, message: dict[str, Any]) -> int:
        """Send ``message`` to every subscriber of ``topic``; returns how many got it."""
        async with self._lock:
            targets = list(self._topics.get(topic, ()))
        sent = 0
        for ws in targets:
            try:
                await ws.send_json({"topic": topic, **message})
                sent += 1
            except Exception:  # a socket that went away mid-send
                log.info("dropping dead socket from %s", topic)
                await self.unsubscribe_all(ws)
        return sent

    def stats(self) -> dict[str, int]:
        return {topic: len(subscribers) for topic, subscribers in self._topics.items()}
