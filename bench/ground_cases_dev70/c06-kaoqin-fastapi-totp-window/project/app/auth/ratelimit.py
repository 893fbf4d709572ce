"""进程内的固定窗口限流。多实例部署时需要换成 Redis 版本。"""
from __future__ import annotations

import threading
import time

from fastapi import HTTPException, Request


class FixedWindowLimiter:
    def __init__(self, limit: int, window_seconds: int) -> None:
        self.limit = limit
        self.window = window_seconds
        self._hits: dict[str, tuple[int, int]] = {}
        self._lock = threading.Lock()

    def allow(self, key: str, now: float | None = None) -> bool:
        bucket = int((now if now is not None else time.time()) // self.window)
        with self._lock:
            seen_bucket, count = self._hits.get(key, (bucket, 0))
            if seen_bucket != bucket:
                count = 0
            count += 1
            self._hits[key] = (bucket, count)
            return count <= self.limit

    def reset(self) -> None:
        with self._lock:
            self._hits.clear()


sms_limiter = FixedWindowLimiter(limit=1, window_seconds=60)
login_limiter = FixedWindowLimiter(limit=10, window_seconds=60)


def client_ip(request: Request) -> str:
    forwarded = request.headers.get("x-forwarded-for", "")
    return forwarded.split(",")[0].strip() or (request.client.host if request.client else "unknown")


def enforce(limiter: FixedWindowLimiter, key: str) -> None:
    if not limiter.allow(key):
        raise HTTPException(status_code=429, detail="请求过于频繁，请稍后再试")
