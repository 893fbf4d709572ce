"""Retrying calls to the carrier API."""
from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable

import requests

log = logging.getLogger(__name__)

RETRYABLE = frozenset({429, 500, 502, 503, 504})
MAX_RETRY_AFTER = 60.0


def _delay(response: requests.Response, attempt: int, base: float) -> float:
    """Seconds to wait before the next try.

    A Retry-After header (sent with 429 and some 503s) wins, capped at MAX_RETRY_AFTER;
    otherwise exponential backoff with full jitter: 0..base*2**(attempt-1) seconds.
    """
    retry_after = response.headers.get("Retry-After")
    if retry_after is not None:
        return min(float(retry_after), MAX_RETRY_AFTER)
    return random.uniform(0, base * 2 ** (attempt - 1))


def with_backoff(call: Callable[[], requests.Response], *, attempts: int, base: float,
                 sleep: Callable[[float], None] = time.sleep) -> requests.Response:
    """Call ``call`` until it returns a non-retryable response or attempts run out.

    The last response is returned either way; the caller decides what a failure means.
    """
    response = call()
    for attempt in range(1, attempts):
        if response.status_code not in RETRYABLE:
            return response
        wait = _delay(response, attempt, base)
        log.info("carrier returned %s, retrying in %.2fs (attempt %d/%d)",
                 response.status_code, wait, attempt + 1, attempts)
        sleep(wait)
        response = call()
    return response
