"""Concurrent downloads: a queue of URLs, N workers, one shared HTTP session."""
from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field

import aiohttp

from fetchq.ratelimit import HostLimiter
from fetchq.storage import Storage

log = logging.getLogger(__name__)


@dataclass
class Result:
    ok: int = 0
    failed: int = 0
    skipped: int = 0
    errors: dict[str, str] = field(default_factory=dict)


class Downloader:
    def __init__(self, storage: Storage, concurrency: int = 8, timeout: float = 60.0,
                 per_host: int = 4, retries: int = 3) -> None:
        self.storage = storage
        self.concurrency = concurrency
        self.timeout = aiohttp.ClientTimeout(total=timeout)
        self.limiter = HostLimiter(per_host)
        self.retries = retries
        self.result = Result()

    async def run(self, urls: list[str]) -> Result:
        queue: asyncio.Queue[str] = asyncio.Queue()
        for url in urls:
            queue.put_nowait(url)
        async with aiohttp.ClientSession(timeout=self.timeout) as session:
            workers = [asyncio.create_task(self._worker(session, queue)) for _ in range(self.concurrency)]
            await queue.join()
            for w in workers:
                w.cancel()
            await asyncio.gather(*workers, return_exceptions=True)
        return self.result

    async def _worker(self, session: aiohttp.ClientSession, queue: asyncio.Queue[str]) -> None:
        while True:
            url = await queue.get()
            if self.storage.exists(url):
                self.result.skipped += 1
                queue.task_done()
                continue
            try:
                body = await self._fetch(session, url)
            except (aiohttp.ClientError, asyncio.TimeoutError) as exc:
                log.debug("giving up on %s: %s", url, exc)
                self.result.failed += 1
                self.result.errors[url] = str(exc) or type(exc).__name__
                continue
            self.storage.save(url, body)
            self.result.ok += 1
            queue.task_done()

    async def _fetch(self, session: aiohttp.ClientSession, url: str) -> bytes:
        for attempt in range(1, self.retries + 1):
            await self.limiter.acquire(url)
            async with session.get(url) as resp:
                if resp.status == 429:
                    delay = float(resp.headers.get("Retry-After", attempt))
                    log.debug("429 from %s, retrying in %.1fs", url, delay)
                    await asyncio.sleep(delay)
                    continue
                resp.raise_for_status()
                body = await resp.read()
            self.limiter.release(url)
            return body
        raise aiohttp.ClientError(f"still rate limited after {self.retries} attempts")
