"""Decide which backup archives to keep: the newest N daily ones, plus older ones by policy."""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta

NAME = re.compile(r"^db-(\d{8}T\d{6})Z\.sql\.gz$")


@dataclass(frozen=True)
class Archive:
    name: str
    taken_at: datetime


def parse(names: list[str]) -> list[Archive]:
    found = []
    for name in names:
        m = NAME.match(name)
        if m:
            found.append(Archive(name, datetime.strptime(m.group(1), "%Y%m%dT%H%M%S")))
    return sorted(found, key=lambda a: a.taken_at, reverse=True)


def weekly(archives: list[Archive], weeks: int) -> set[str]:
    """The newest archive of each of the last ``weeks`` ISO weeks that have one."""
    chosen: dict[tuple[int, int], str] = {}
    for a in archives:  # newest first
        week = a.taken_at.isocalendar()[:2]
        if week not in chosen and len(chosen) < weeks:
            chosen[week] = a.name
    return set(chosen.values())


def to_delete(names: list[str], keep_daily: int = 7, max_age_days: int = 90, keep_weekly: int = 0) -> list[str]:
    archives = parse(names)
    now = datetime.utcnow()
    keep = {a.name for a in archives[:keep_daily]} | weekly(archives, keep_weekly)
    doomed = []
    for a in archives:
        if a.name in keep:
            continue
        if now - a.taken_at > timedelta(days=max_age_days) or len(keep) >= keep_daily:
            doomed.append(a.name)
    return doomed
