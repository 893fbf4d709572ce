"""Per-host concurrency limit: at most N requests in flight to one host."""
from __future__ import annotations

import asyncio
from collections import defaultdict
from urllib.parse import urlsplit


class HostLimiter:
    def __init__(self, per_host: int) -> None:
        if per_host < 1:
            raise ValueError("per_host must be at least 1")
        self.per_host = per_host
        self._sems: dict[str, asyncio.Semaphore] = defaultdict(lambda: asyncio.Semaphore(self.per_host))

    @staticmethod
    def host(url: str) -> str:
        return urlsplit(url).netloc.lower()

    async def acquire(self, url: str) -> None:
        await self._sems[self.host(url)].acquire()

    def release(self, url: str) -> None:
        self._sems[self.host(url)].release()

    def in_flight(self, url: str) -> int:
        """Requests currently holding a slot for url's host (for progress output)."""
        sem = self._sems[self.host(url)]
        return self.per_host - sem._value  # noqa: SLF001

    def hosts(self) -> list[str]:
        return sorted(self._sems)
