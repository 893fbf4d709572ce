"""HTTP: one shared aiohttp session, retries with backoff on 429 and 5xx."""
from __future__ import annotations

import asyncio
import logging
import random

import aiohttp

log = logging.getLogger(__name__)

RETRY_STATUS = {429, 500, 502, 503, 504}


class FetchError(Exception):
    pass


class Fetcher:
    def __init__(self, retries: int = 3, per_host: int = 10, backoff: float = 0.5) -> None:
        self.retries = retries
        self.per_host = per_host
        self.backoff = backoff
        self.session: aiohttp.ClientSession | None = None

    async def __aenter__(self) -> "Fetcher":
        connector = aiohttp.TCPConnector(limit=self.per_host * 2, limit_per_host=self.per_host)
        timeout = aiohttp.ClientTimeout(total=None, sock_connect=10)
        self.session = aiohttp.ClientSession(connector=connector, timeout=timeout)
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self.session is not None:
            await self.session.close()

    async def get(self, url: str) -> bytes:
        assert self.session is not None, "use Fetcher as an async context manager"
        for attempt in range(self.retries + 1):
            resp = await self.session.get(url)
            if resp.status in RETRY_STATUS and attempt < self.retries:
                delay = self.backoff * 2**attempt + random.uniform(0, 0.25)
                log.info("retrying %s (%d) in %.1fs", url, resp.status, delay)
                await asyncio.sleep(delay)
                continue
            if resp.status >= 400:
                resp.release()
                raise FetchError(f"HTTP {resp.status}")
            body = await resp.read()
            resp.release()
            return body
        raise FetchError("retries exhausted")
