"""When and how long the client waits before sending a request again."""
from __future__ import annotations

import random
from dataclasses import dataclass

RETRY_STATUSES = frozenset({409, 429, 500, 502, 503, 504})
IDEMPOTENT_METHODS = frozenset({"GET", "HEAD", "PUT", "DELETE", "POST"})


@dataclass(frozen=True)
class RetryPolicy:
    max_retries: int = 3
    base_delay: float = 0.5
    max_delay: float = 8.0

    def should_retry(self, method: str, status: int | None, attempt: int) -> bool:
        """``status`` is None when the request failed before an answer came back."""
        if attempt >= self.max_retries:
            return False
        if method.upper() not in IDEMPOTENT_METHODS:
            return False
        return status is None or status in RETRY_STATUSES

    def delay(self, attempt: int, retry_after: str | None = None) -> float:
        """Seconds to wait before the next attempt; the server's Retry-After wins over backoff."""
        if retry_after is not None:
            return min(self.max_delay, float(int(retry_after)))
        return self.backoff(attempt)

    def backoff(self, attempt: int) -> float:
        """Exponential backoff with jitter: 0.25-0.5s, 0.5-1s, 1-2s, ..."""
        delay = min(self.max_delay, self.base_delay * (2 ** attempt))
        return delay * (0.5 + random.random() / 2)
