"""Housekeeping run from cron: python -m app.cleanup"""
import logging
import time

from app.config import settings

log = logging.getLogger(__name__)


def purge_expired_outputs(now: float | None = None) -> int:
    """Delete transcoded files older than the retention period."""
    now = now or time.time()
    cutoff = now - settings.retention_days * 86400
    removed = 0
    for path in settings.out_dir.glob("*.mp4"):
        if path.stat().st_mtime < cutoff:
            path.unlink()
            removed += 1
    return removed


SPOOL_MAX_AGE_SECONDS = 30 * 60


def purge_stale_spool(now: float | None = None) -> int:
    """Delete upload spool files nobody has written to for SPOOL_MAX_AGE_SECONDS."""
    now = now or time.time()
    removed = 0
    for path in settings.spool_dir.iterdir():
        if path.is_file() and now - path.stat().st_mtime > SPOOL_MAX_AGE_SECONDS:
            path.unlink()
            removed += 1
    return removed


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    log.info("purged %d expired outputs", purge_expired_outputs())
    log.info("purged %d stale spool files", purge_stale_spool())


if __name__ == "__main__":
    main()
