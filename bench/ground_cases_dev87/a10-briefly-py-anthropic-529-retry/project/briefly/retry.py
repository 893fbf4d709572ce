from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from typing import TypeVar

import anthropic

log = logging.getLogger("briefly.retry")
T = TypeVar("T")

# HTTP statuses worth retrying: rate limits and transient server errors.
RETRYABLE_STATUS = (429, 500, 502, 503)


def is_retryable(error: Exception) -> bool:
    if isinstance(error, anthropic.APIConnectionError):
        return True
    return isinstance(error, anthropic.APIStatusError) and error.status_code in RETRYABLE_STATUS


def with_backoff(call: Callable[[], T], attempts: int, base: float = 1.0, cap: float = 30.0) -> T:
    """Run call(), retrying retryable API errors with full-jitter exponential backoff."""
    for attempt in range(1, attempts + 1):
        try:
            return call()
        except Exception as error:
            if attempt == attempts or not is_retryable(error):
                raise
            delay = random.uniform(0, min(cap, base * 2 ** attempt))
            log.warning("retrying after %s (attempt %d/%d, sleeping %.1fs)", error, attempt, attempts, delay)
            time.sleep(delay)
    raise AssertionError("unreachable")
