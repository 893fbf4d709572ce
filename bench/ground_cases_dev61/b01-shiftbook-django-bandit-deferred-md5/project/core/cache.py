"""Caching helpers for the shift calendar and the monthly reports.

Keys are derived from the request parameters so that two managers looking at the same
store and month share one cached calendar.
"""
from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any

from django.core.cache import cache

KEY_PREFIX = "sb:v3"
DEFAULT_TTL = 600


def make_key(namespace: str, params: dict[str, Any]) -> str:
    """A short, stable cache key for ``params`` (order of the dict does not matter)."""
    raw = json.dumps(params, sort_keys=True, separators=(",", ":"), default=str)
    digest = hashlib.md5(raw.encode("utf-8")).hexdigest()
    return f"{KEY_PREFIX}:{namespace}:{digest}"


def etag_for(payload: bytes) -> str:
    """Strong ETag for a rendered calendar or CSV body."""
    return '"' + hashlib.sha256(payload).hexdigest()[:32] + '"'


def cached(namespace: str, params: dict[str, Any], build: Callable[[], Any], ttl: int = DEFAULT_TTL) -> Any:
    key = make_key(namespace, params)
    hit = cache.get(key)
    if hit is not None:
        return hit
    value = build()
    cache.set(key, value, ttl)
    return value


def invalidate_store(store_id: int) -> None:
    """Drop every cached calendar of one store (called after a shift is saved)."""
    cache.delete_pattern(f"{KEY_PREFIX}:calendar:*")  # django-redis only
    cache.delete(make_key("store-summary", {"store_id": store_id}))
