"""Small helpers."""
from __future__ import annotations

import uuid
from collections.abc import Iterator, Sequence
from datetime import datetime, timezone
from typing import TypeVar

T = TypeVar("T")


def chunked(items: Sequence[T], size: int) -> Iterator[Sequence[T]]:
    """Consecutive slices of ``items`` of at most ``size`` elements."""
    if size <= 0:
        raise ValueError("size must be positive")
    for start in range(0, len(items), size):
        yield items[start:start + size]


def new_run_id(now: datetime | None = None) -> str:
    now = now or datetime.now(timezone.utc)
    return f"{now:%Y%m%dT%H%M}-{uuid.uuid4().hex[:6]}"


def pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "n/a"


def describe_run(run_id: str, batches: int, customers: int) -> str:
    return f"run {run_id}: {customers} customers in {batches} batches"
