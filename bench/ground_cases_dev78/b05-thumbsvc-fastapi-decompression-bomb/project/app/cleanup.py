"""Nightly job: delete thumbnails whose original is gone, and originals older than
RETENTION_DAYS. Run by cron: python -m app.cleanup"""
from __future__ import annotations

import logging
import time

from app import storage

RETENTION_DAYS = 90
log = logging.getLogger("thumbsvc.cleanup")


def run(now: float | None = None) -> tuple[int, int]:
    now = now or time.time()
    cutoff = now - RETENTION_DAYS * 86400
    originals = 0
    for path in storage.iter_files("originals"):
        if path.stat().st_mtime < cutoff:
            path.unlink()
            originals += 1
    stems = {p.stem for p in storage.iter_files("originals")}
    thumbs = 0
    for path in storage.iter_files("thumbs"):
        if path.stem not in stems:
            path.unlink()
            thumbs += 1
    return originals, thumbs


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    o, t = run()
    if o or t:
        log.info("removed %d originals and %d thumbnails", o, t)
