"""Keep the newest N daily archives in DEST. Weekly archives are never pruned."""
from __future__ import annotations

import logging
from pathlib import Path

log = logging.getLogger(__name__)

DAILY_PREFIX = "backup-"
WEEKLY_PREFIX = "backup-weekly-"


def daily_archives(dest: Path) -> list[Path]:
    """Daily archives in DEST, oldest first (the names sort by their timestamp)."""
    return sorted(dest.glob(f"{DAILY_PREFIX}*.tar.gz"))


def rotate(dest: Path, keep: int, dry_run: bool = False) -> list[Path]:
    """Delete all but the newest `keep` daily archives; return what was (or would be) deleted."""
    archives = daily_archives(dest)
    doomed = archives[:-keep] if keep > 0 else archives
    for path in doomed:
        log.info("%s %s", "would remove" if dry_run else "removing", path.name)
        if not dry_run:
            path.unlink()
    return doomed
