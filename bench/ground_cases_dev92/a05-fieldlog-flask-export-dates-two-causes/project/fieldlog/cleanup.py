"""Delete visits older than the retention period. Run nightly from cron."""
import argparse
from datetime import timedelta

from fieldlog.db import delete_before
from fieldlog.timeutil import utc_now


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="fieldlog-cleanup")
    ap.add_argument("--days", type=int, default=730, help="keep this many days (default 730)")
    ap.add_argument("--dry-run", action="store_true", help="only count what would be deleted")
    args = ap.parse_args(argv)
    cutoff = utc_now() - timedelta(days=args.days)
    n = delete_before(cutoff, dry_run=args.dry_run)
    verb = "would delete" if args.dry_run else "deleted"
    print(f"{verb} {n} visits older than {cutoff:%Y-%m-%d}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
