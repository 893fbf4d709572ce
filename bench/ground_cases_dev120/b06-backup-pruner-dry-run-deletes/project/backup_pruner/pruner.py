"""Pick and delete old backup archives."""
from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

log = logging.getLogger(__name__)

NAME = re.compile(r"^(?P<db>[a-z0-9_]+)-(?P<stamp>\d{8}T\d{6})\.sql\.gz$")


@dataclass(frozen=True)
class Backup:
    path: Path
    db: str
    taken_at: datetime


def scan(folder: Path) -> list[Backup]:
    found = []
    for path in folder.iterdir():
        m = NAME.match(path.name)
        if not m:
            continue
        found.append(Backup(path, m["db"], datetime.strptime(m["stamp"], "%Y%m%dT%H%M%S")))
    return found


def older_than(backups: list[Backup], days: int, now: datetime) -> list[Backup]:
    return [b for b in backups if (now - b.taken_at).days > days]


def _newest_per_db(backups: list[Backup], keep: int) -> set[Path]:
    by_db: dict[str, list[Backup]] = {}
    for b in backups:
        by_db.setdefault(b.db, []).append(b)
    newest: set[Path] = set()
    for items in by_db.values():
        items.sort(key=lambda b: b.taken_at, reverse=True)
        newest.update(b.path for b in items[:keep])
    return newest


def prune(folder: Path, days: int, keep: int = 3, dry_run: bool = False,
          now: datetime | None = None) -> list[Path]:
    backups = scan(folder)
    protected = _newest_per_db(backups, keep)
    victims = [b for b in older_than(backups, days, now or datetime.now()) if b.path not in protected]
    for b in victims:
        if dry_run:
            log.info("would delete %s", b.path)
        log.info("deleting %s (%s)", b.path, b.taken_at.date())
        b.path.unlink()
    return [b.path for b in victims]
