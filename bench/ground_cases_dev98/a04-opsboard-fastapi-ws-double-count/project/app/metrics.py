"""Polls today's counters and publishes the change since the last poll."""
from __future__ import annotations

import asyncio
import logging
import sqlite3
from datetime import date
from typing import Protocol

from app.hub import Hub

log = logging.getLogger(__name__)


class CountsSource(Protocol):
    async def counts_today(self) -> dict[str, int]: ...


class SqliteCounts:
    """Reads the reporting replica; the real one is Postgres, sqlite is enough locally."""

    QUERIES = {
        "orders": "SELECT COUNT(*) FROM orders WHERE date(created_at) = ?",
        "signups": "SELECT COUNT(*) FROM users WHERE date(created_at) = ?",
        "refunds": "SELECT COUNT(*) FROM refunds WHERE date(created_at) = ?",
    }

    def __init__(self, path: str) -> None:
        self.path = path

    def _read(self) -> dict[str, int]:
        today = date.today().isoformat()
        with sqlite3.connect(self.path) as db:
            return {topic: db.execute(sql, (today,)).fetchone()[0] for topic, sql in self.QUERIES.items()}

    async def counts_today(self) -> dict[str, int]:
        return await asyncio.to_thread(self._read)


class MetricsFeed:
    topics: tuple[str, ...] = ("orders", "refunds", "signups")

    def __init__(self, hub: Hub, source: CountsSource, interval: float = 2.0) -> None:
        self.hub = hub
        self.source = source
        self.interval = interval
        self._last: dict[str, int] = {}

    def current(self, topic: str) -> int:
        return self._last.get(topic, 0)

    async def tick(self) -> None:
        counts = await self.source.counts_today()
        for topic in self.topics:
            new = counts.get(topic, 0)
            delta = new - self._last.get(topic, 0)
            self._last[topic] = new
            if delta:
                await self.hub.publish(topic, {"delta": delta})

    async def run(self) -> None:
        while True:
            try:
                await self.tick()
            except Exception:
                log.exception("metrics tick failed")
            await asyncio.sleep(self.interval)
