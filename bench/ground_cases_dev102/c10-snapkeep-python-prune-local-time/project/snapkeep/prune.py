"""Delete old database dumps, keep the recent ones."""
from __future__ import annotations

import logging
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path

log = logging.getLogger("snapkeep")

NAME = re.compile(r"^db-(\d{8}T\d{4})Z\.sql\.gz$")


def parse_stamp(path: Path) -> datetime | None:
    """The UTC time in a dump's name (db-20251103T0300Z.sql.gz), naive."""
    m = NAME.match(path.name)
    if not m:
        return None
    return datetime.strptime(m.group(1), "%Y%m%dT%H%M")


def candidates(folder: Path) -> list[tuple[datetime, Path]]:
    found = []
    for p in folder.iterdir():
        stamp = parse_stamp(p)
        if stamp is not None:
            found.append((stamp, p))
    return sorted(found)


def prune(folder: Path, keep_days: int, dry_run: bool = False) -> list[Path]:
    cutoff = datetime.now() - timedelta(days=keep_days)
    removed = []
    for stamp, path in candidates(folder):
        if stamp >= cutoff:
            continue
        local = stamp.replace(tzinfo=timezone.utc).astimezone()
        log.info("%s %s (%s)", "would delete" if dry_run else "delete", path.name, local.strftime("%Y-%m-%d %H:%M"))
        if not dry_run:
            path.unlink()
        removed.append(path)
    return removed
