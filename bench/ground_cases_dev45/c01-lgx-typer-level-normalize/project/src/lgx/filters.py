"""Record filters used by `lgx filter`."""
from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from datetime import datetime, timezone

LEVELS = ["DEBUG", "INFO", "WARN", "ERROR", "FATAL"]
_ALIASES = {"WARNING": "WARN", "CRITICAL": "FATAL"}


def normalize_level(name: str) -> str:
    name = name.upper()
    return _ALIASES.get(name, name)


def parse_ts(value: str) -> datetime:
    # logs carry ISO-8601 with Z or an offset; compare everything as aware UTC
    ts = datetime.fromisoformat(value.replace("Z", "+00:00"))
    if ts.tzinfo is None:
        ts = ts.replace(tzinfo=timezone.utc)
    return ts.astimezone(timezone.utc)


def level_at_least(record_level: str, minimum: str) -> bool:
    return LEVELS.index(record_level) >= LEVELS.index(normalize_level(minimum))


def matches_grep(record: dict, pattern: re.Pattern[str] | None) -> bool:
    if pattern is None:
        return True
    return bool(pattern.search(record.get("msg", "")))


def select(records: Iterable[dict], *, since: datetime | None = None, until: datetime | None = None,
           min_level: str = "DEBUG", pattern: re.Pattern[str] | None = None) -> Iterator[dict]:
    for rec in records:
        ts = parse_ts(rec["ts"])
        if since is not None and ts < since:
            continue
        if until is not None and ts > until:
            continue
        if not level_at_least(rec.get("level", "INFO"), min_level):
            continue
        if not matches_grep(rec, pattern):
            continue
        yield rec


def count_by_level(records: Iterable[dict]) -> dict[str, int]:
    counts = {level: 0 for level in LEVELS}
    for rec in records:
        counts[normalize_level(rec.get("level", "INFO"))] += 1
    return counts
