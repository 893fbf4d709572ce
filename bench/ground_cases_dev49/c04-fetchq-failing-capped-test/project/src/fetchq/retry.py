"""Retry with exponential backoff for transient HTTP failures."""
from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")

_rng = random.Random()

# Statuses worth another try: timeouts, rate limits and gateway errors.
RETRY_STATUS = frozenset({408, 425, 429, 500, 502, 503, 504})


class RetryableError(Exception):
    def __init__(self, status: int, retry_after: float | None = None):
        super().__init__(f"HTTP {status}")
        self.status = status
        self.retry_after = retry_after


@dataclass(frozen=True)
class Backoff:
    base: float = 0.5
    factor: float = 2.0
    max_delay: float = 10.0
    jitter: float = 0.1  # +/- 10 % so that clients spread out

    def delay(self, attempt: int, rng: random.Random = _rng) -> float:
        """Seconds to wait before retry number ``attempt`` (1-based), never more than max_delay."""
        raw = self.base * self.factor ** (attempt - 1)
        capped = min(raw, self.max_delay)
        return capped * (1 + rng.uniform(-self.jitter, self.jitter))


async def with_retries(fn: Callable[[], Awaitable[T]], *, attempts: int = 3, backoff: Backoff = Backoff(),
                       sleep: Callable[[float], Awaitable[None]] = asyncio.sleep) -> T:
    """Await ``fn()`` up to ``attempts`` times; a Retry-After from the server wins over the backoff."""
    for attempt in range(1, attempts + 1):
        try:
            return await fn()
        except RetryableError as exc:
            if attempt == attempts:
                raise
            wait = exc.retry_after if exc.retry_after is not None else backoff.delay(attempt)
            await sleep(min(wait, backoff.max_delay))
    raise AssertionError("unreachable")
