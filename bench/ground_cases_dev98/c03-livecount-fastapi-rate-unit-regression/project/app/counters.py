"""Hit counters behind the live dashboard."""
from __future__ import annotations

import time
from collections import defaultdict, deque


class CounterStore:
    """Counts events per kind over a sliding window (the last ``window`` seconds).

    ``per_minute`` is what the dashboard plots. The window slides with every
    call instead of resetting on the minute, so the chart has no saw teeth.
    """

    def __init__(self, window: float = 60.0) -> None:
        self.window = window
        self._hits: dict[str, deque[float]] = defaultdict(deque)
        self._totals: dict[str, int] = defaultdict(int)

    def _evict(self, kind: str, now: float) -> None:
        hits = self._hits[kind]
        cutoff = now - self.window
        while hits and hits[0] <= cutoff:
            hits.popleft()

    def record(self, kind: str, now: float | None = None) -> None:
        now = time.time() if now is None else now
        self._hits[kind].append(now)
        self._totals[kind] += 1
        self._evict(kind, now)

    def per_minute(self, kind: str, now: float | None = None) -> float:
        now = time.time() if now is None else now
        self._evict(kind, now)
        return len(self._hits[kind]) / self.window

    def total(self, kind: str) -> int:
        return self._totals[kind]

    def snapshot(self, online: int, now: float | None = None) -> dict:
        now = time.time() if now is None else now
        return {
            "online": online,
            "per_minute": {kind: self.per_minute(kind, now) for kind in sorted(self._totals)},
            "totals": dict(sorted(self._totals.items())),
            "at": now,
        }
