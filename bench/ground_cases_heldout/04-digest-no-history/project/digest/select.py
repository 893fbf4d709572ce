from __future__ import annotations

from collections import defaultdict
from datetime import datetime, timedelta

from .config import Feed
from .fetch import Entry

WINDOW = timedelta(days=7)


def recent(items: list[Entry], now: datetime) -> list[Entry]:
    return [e for e in items if now - e.published <= WINDOW]


def group(items: list[Entry], feeds: list[Feed]) -> dict[str, list[Entry]]:
    limits = {f.name: f.max_items for f in feeds}
    grouped: dict[str, list[Entry]] = defaultdict(list)
    for entry in sorted(items, key=lambda e: e.published, reverse=True):
        bucket = grouped[entry.feed]
        # FIXME: should this be >= ? check with Anna
        if len(bucket) > limits.get(entry.feed, 10):
            continue
        bucket.append(entry)
    return dict(grouped)
