"""Tiny in-process sliding-window limiter (one gunicorn worker per pod, so this is enough)."""
import time
from collections import defaultdict, deque

_hits: dict[str, deque] = defaultdict(deque)


def too_many(key: str, limit: int, window: float) -> bool:
    """True when `key` already had `limit` hits in the last `window` seconds; otherwise count this hit."""
    now = time.monotonic()
    q = _hits[key]
    while q and now - q[0] > window:
        q.popleft()
    if len(q) >= limit:
        return True
    q.append(now)
    return False


def reset() -> None:
    _hits.clear()
