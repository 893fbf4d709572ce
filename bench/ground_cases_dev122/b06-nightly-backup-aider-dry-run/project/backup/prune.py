"""Retention: keep the newest N daily backups, delete the rest."""
from __future__ import annotations

from datetime import datetime

STAMP = "%Y%m%d-%H%M%S"


def stamp_of(name: str) -> datetime:
    # names look like db/app-20251103-021500.sql.gz
    base = name.rsplit("/", 1)[-1]
    stamp = base.split("-", 1)[1].split(".", 1)[0]
    return datetime.strptime(stamp, STAMP)


def _parsable(name: str) -> bool:
    try:
        stamp_of(name)
    except (ValueError, IndexError):
        return False
    return True


def _weekly_keepers(names: list[str], weeks: int) -> set[str]:
    keepers: dict[tuple[int, int], str] = {}
    for name in names:  # newest first
        year, week, _ = stamp_of(name).isocalendar()
        keepers.setdefault((year, week), name)
    return set(list(keepers.values())[:weeks])


def prune(storage, keep: int, weekly: int = 0, dry_run: bool = False) -> list[str]:
    names = sorted((n for n in storage.list() if _parsable(n)), key=stamp_of, reverse=True)
    kept = set(names[:keep]) | _weekly_keepers(names, weekly)
    doomed = [n for n in names if n not in kept]
    for name in doomed:
        storage.delete(name)
    return doomed
