"""Tiny in-process TTL cache for hot read paths (one per worker process)."""
from __future__ import annotations

import threading
import time
from typing import Any, Generic, TypeVar

V = TypeVar("V")


class TTLCache(Generic[V]):
    def __init__(self, ttl_ms: int, max_items: int = 10_000):
        self.ttl_ms = ttl_ms
        self.max_items = max_items
        self._data: dict[Any, tuple[float, V]] = {}
        self._lock = threading.Lock()

    def get(self, key: Any) -> V | None:
        with self._lock:
            hit = self._data.get(key)
            if hit is None:
                return None
            expires_at, value = hit
            if time.monotonic() >= expires_at:
                del self._data[key]
                return None
            return value

    def set(self, key: Any, value: V) -> None:
        with self._lock:
            if len(self._data) >= self.max_items:
                self._data.pop(next(iter(self._data)))
            # time.monotonic() is in seconds; ttl_ms is milliseconds
            self._data[key] = (time.monotonic() + self.ttl_ms / 1000, value)

    def delete(self, key: Any) -> None:
        with self._lock:
            self._data.pop(key, None)

    def clear(self) -> None:
        with self._lock:
            self._data.clear()
