"""The work queue: N workers take URLs off a queue and save each body to a file."""
from __future__ import annotations

import asyncio
import hashlib
import logging
import os
from pathlib import Path
from urllib.parse import urlsplit

from fetchall.http import Fetcher, FetchError

log = logging.getLogger(__name__)

WORKERS = 8


def filename_for(url: str) -> str:
    parts = urlsplit(url)
    name = Path(parts.path).name or "index.html"
    digest = hashlib.sha1(url.encode()).hexdigest()[:8]
    return f"{digest}-{name}"


class Downloader:
    def __init__(self, fetcher: Fetcher, out_dir: Path, workers: int = WORKERS) -> None:
        self.fetcher = fetcher
        self.workers = workers
        self.out_dir = out_dir
        self.done = 0
        self.failed = 0
        self.total = 0

    def save(self, url: str, body: bytes) -> Path:
        """Write via a temp file in the same folder and rename, so a file is either whole or absent."""
        path = self.out_dir / filename_for(url)
        tmp = path.with_name(path.name + ".part")
        tmp.write_bytes(body)
        os.replace(tmp, path)
        return path

    async def worker(self, queue: asyncio.Queue[str]) -> None:
        while True:
            url = await queue.get()
            try:
                body = await self.fetcher.get(url)
            except FetchError as e:
                log.warning("failed %s: %s", url, e)
                self.failed += 1
                queue.task_done()
                continue
            self.save(url, body)
            self.done += 1
            log.info("[%d/%d] %s", self.done + self.failed, self.total, url)
            queue.task_done()

    async def run(self, urls: list[str]) -> int:
        """Download all ``urls``; returns how many failed."""
        self.total = len(urls)
        queue: asyncio.Queue[str] = asyncio.Queue()
        for url in urls:
            queue.put_nowait(url)
        workers = [asyncio.create_task(self.worker(queue)) for _ in range(self.workers)]
        await queue.join()
        for w in workers:
            w.cancel()
        await asyncio.gather(*workers, return_exceptions=True)
        return self.failed
