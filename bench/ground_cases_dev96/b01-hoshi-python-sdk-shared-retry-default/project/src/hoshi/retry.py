"""Retry policy for the Hoshi HTTP client.

Requests that fail with a retryable status or a connection error are retried with
exponential backoff and full jitter, honouring ``Retry-After`` when the server sends it.
"""
from __future__ import annotations

import random
import time
from collections.abc import Callable

import httpx

DEFAULT_RETRY_STATUSES: list[int] = [429, 502, 503, 504]
DEFAULT_BACKOFF = 0.5
MAX_BACKOFF = 30.0


class RetryPolicy:
    """When to retry a request and how long to wait before the next attempt."""

    def __init__(
        self,
        max_retries: int = 3,
        backoff: float = DEFAULT_BACKOFF,
        retry_on: list[int] = DEFAULT_RETRY_STATUSES,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        if max_retries < 0:
            raise ValueError("max_retries must be >= 0")
        self.max_retries = max_retries
        self.backoff = backoff
        self.retry_on = retry_on
        self._sleep = sleep

    def should_retry(self, attempt: int, response: httpx.Response | None, error: Exception | None) -> bool:
        if attempt >= self.max_retries:
            return False
        if error is not None:
            return isinstance(error, (httpx.ConnectError, httpx.ReadTimeout))
        return response is not None and response.status_code in self.retry_on

    def delay(self, attempt: int, response: httpx.Response | None = None) -> float:
        if response is not None:
            retry_after = response.headers.get("Retry-After")
            if retry_after and retry_after.isdigit():
                return min(float(retry_after), MAX_BACKOFF)
        cap = min(MAX_BACKOFF, self.backoff * (2 ** attempt))
        return random.uniform(0, cap)

    def wait(self, attempt: int, response: httpx.Response | None = None) -> None:
        self._sleep(self.delay(attempt, response))
