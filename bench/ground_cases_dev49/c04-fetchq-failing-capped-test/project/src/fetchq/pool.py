"""Concurrent downloads with a bounded number of connections."""
from __future__ import annotations

import asyncio
from dataclasses import dataclass
from pathlib import Path

import httpx

from fetchq.progress import Progress
from fetchq.retry import RETRY_STATUS, Backoff, RetryableError, with_retries


@dataclass
class Job:
    url: str
    dest: Path


class Downloader:
    def __init__(self, client: httpx.AsyncClient, *, concurrency: int = 8, backoff: Backoff = Backoff(),
                 retries: int = 3, progress: Progress | None = None):
        self.client = client
        self.retries = retries
        self.sem = asyncio.Semaphore(concurrency)
        self.backoff = backoff
        self.progress = progress or Progress(0, enabled=False)

    async def _fetch_once(self, job: Job) -> bytes:
        resp = await self.client.get(job.url)
        if resp.status_code in RETRY_STATUS:
            after = resp.headers.get("Retry-After")
            raise RetryableError(resp.status_code, float(after) if after and after.isdigit() else None)
        resp.raise_for_status()
        return resp.content

    async def fetch(self, job: Job) -> int:
        async with self.sem:
            body = await with_retries(lambda: self._fetch_once(job), attempts=self.retries, backoff=self.backoff)
        job.dest.parent.mkdir(parents=True, exist_ok=True)
        job.dest.write_bytes(body)
        self.progress.advance(len(body))
        return len(body)

    async def run(self, jobs: list[Job]) -> list[int | BaseException]:
        results = await asyncio.gather(*(self.fetch(j) for j in jobs), return_exceptions=True)
        self.progress.close()
        return results
