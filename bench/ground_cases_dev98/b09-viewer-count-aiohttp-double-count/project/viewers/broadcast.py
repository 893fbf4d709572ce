"""Pushes viewer counts to everyone watching a stream, at most once per
``interval`` seconds per stream: a burst of joins becomes one update that
carries the latest count."""
from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable

log = logging.getLogger(__name__)

Send = Callable[[str, dict], Awaitable[None]]


class CountBroadcaster:
    def __init__(self, send: Send, interval: float = 1.0, clock: Callable[[], float] = time.monotonic) -> None:
        self._send = send
        self._interval = interval
        self._clock = clock
        self._last_sent: dict[str, float] = {}
        self._latest: dict[str, int] = {}
        self._scheduled: set[str] = set()
        self._tasks: set[asyncio.Task] = set()

    def changed(self, stream_id: str, count: int) -> None:
        """ViewerCounter listener: push now, or once the interval has passed."""
        self._latest[stream_id] = count
        if stream_id in self._scheduled:
            return  # the pending push will carry this count
        wait = self._last_sent.get(stream_id, -self._interval) + self._interval - self._clock()
        self._scheduled.add(stream_id)
        self._spawn(self._push_after(stream_id, max(0.0, wait)))

    def _spawn(self, coro) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _push_after(self, stream_id: str, wait: float) -> None:
        if wait:
            await asyncio.sleep(wait)
        self._scheduled.discard(stream_id)
        self._last_sent[stream_id] = self._clock()
        count = self._latest[stream_id]
        try:
            await self._send(stream_id, {"type": "viewers", "count": count})
        except Exception:
            log.exception("could not push the viewer count of %s", stream_id)

    async def drain(self) -> None:
        """Wait for pushes in flight (shutdown, tests)."""
        while self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
