from collections.abc import Iterable, Iterator
from datetime import datetime

from logslice.timeparse import parse_ts

LEVELS = ["debug", "info", "warn", "error", "fatal"]
_ALIASES = {"warning": "warn", "err": "error", "critical": "fatal"}


def normalize_level(level: object) -> str | None:
    if not isinstance(level, str):
        return None
    level = level.lower()
    return _ALIASES.get(level, level)


def at_least(records: Iterable[dict], minimum: str) -> Iterator[dict]:
    floor = LEVELS.index(minimum)
    for rec in records:
        level = normalize_level(rec.get("level"))
        if level in LEVELS and LEVELS.index(level) >= floor:
            yield rec


def since(records: Iterable[dict], cutoff: datetime) -> Iterator[dict]:
    for rec in records:
        ts = parse_ts(rec.get("ts"))
        if ts is not None and ts >= cutoff:
            yield rec


def matching(records: Iterable[dict], needle: str) -> Iterator[dict]:
    needle = needle.lower()
    for rec in records:
        if needle in str(rec.get("msg", "")).lower():
            yield rec
