from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import TypeVar

import httpx
import structlog

from app.settings import get_settings

log = structlog.get_logger(__name__)
T = TypeVar("T")

RETRYABLE_STATUS = {429, 502, 503, 504}


class ProviderUnavailable(Exception):
    pass


def is_retryable(exc: Exception) -> bool:
    if isinstance(exc, httpx.TransportError):
        return True
    if isinstance(exc, httpx.HTTPStatusError):
        return exc.response.status_code in RETRYABLE_STATUS
    return False


def with_retries(call: Callable[[], T], *, op: str) -> T:
    settings = get_settings()
    last: Exception | None = None
    for attempt in range(settings.max_retries):
        try:
            return call()
        except Exception as exc:  # noqa: BLE001
            if not is_retryable(exc):
                raise
            last = exc
            if attempt == settings.max_retries - 1:
                break
            # full jitter: sleep a random time up to base * 2^attempt
            delay = random.uniform(0, settings.retry_backoff_base_ms * 2**attempt)
            log.warning("provider call failed", op=op, attempt=attempt + 1, error=str(exc), retry_in=delay)
            time.sleep(delay)
    raise ProviderUnavailable(f"{op} failed after {settings.max_retries} attempts") from last
