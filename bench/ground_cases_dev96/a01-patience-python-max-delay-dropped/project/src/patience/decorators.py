"""retry() and aretry(): call again on failure, waiting longer each time."""

from __future__ import annotations

import asyncio
import functools
import random
import time
from typing import Any, Awaitable, Callable, Optional, Tuple, Type, TypeVar

from patience.backoff import DEFAULT_MAX_DELAY, Backoff
from patience.errors import RetryError

T = TypeVar("T")
Exceptions = Tuple[Type[BaseException], ...]


def _make_backoff(attempts: int, base: float, factor: float, max_delay: float, jitter: bool,
                  rng: Optional[random.Random]) -> Backoff:
    return Backoff(base=base, factor=factor, max_attempts=attempts, jitter=jitter, rng=rng)


def retry(
    *,
    attempts: int = 3,
    base: float = 0.5,
    factor: float = 2.0,
    max_delay: float = DEFAULT_MAX_DELAY,
    on: Exceptions = (Exception,),
    sleep: Callable[[float], None] = time.sleep,
    jitter: bool = False,
    rng: Optional[random.Random] = None,
) -> Callable[[Callable[..., T]], Callable[..., T]]:
    """Retry a function up to ``attempts`` times while it raises one of ``on``.

    With ``jitter=True`` each wait is drawn uniformly from 0 to the computed delay
    ("full jitter"); pass ``rng=random.Random(seed)`` for repeatable waits.
    """
    backoff = _make_backoff(attempts, base, factor, max_delay, jitter, rng)

    def decorate(fn: Callable[..., T]) -> Callable[..., T]:
        @functools.wraps(fn)
        def wrapper(*args: Any, **kwargs: Any) -> T:
            last: Optional[BaseException] = None
            waits = backoff.delays()
            for attempt in range(1, attempts + 1):
                try:
                    return fn(*args, **kwargs)
                except on as exc:
                    last = exc
                    if attempt < attempts:
                        sleep(next(waits))
            raise RetryError(attempts, last) from last

        return wrapper

    return decorate


def aretry(
    *,
    attempts: int = 3,
    base: float = 0.5,
    factor: float = 2.0,
    max_delay: float = DEFAULT_MAX_DELAY,
    on: Exceptions = (Exception,),
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
    jitter: bool = False,
    rng: Optional[random.Random] = None,
) -> Callable[[Callable[..., Awaitable[T]]], Callable[..., Awaitable[T]]]:
    """The async twin of :func:`retry`."""
    backoff = _make_backoff(attempts, base, factor, max_delay, jitter, rng)

    def decorate(fn: Callable[..., Awaitable[T]]) -> Callable[..., Awaitable[T]]:
        @functools.wraps(fn)
        async def wrapper(*args: Any, **kwargs: Any) -> T:
            last: Optional[BaseException] = None
            waits = backoff.delays()
            for attempt in range(1, attempts + 1):
                try:
                    return await fn(*args, **kwargs)
                except on as exc:
                    last = exc
                    if attempt < attempts:
                        await sleep(next(waits))
            raise RetryError(attempts, last) from last

        return wrapper

    return decorate
