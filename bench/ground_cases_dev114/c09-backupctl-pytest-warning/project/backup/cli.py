"""backupctl: rotate database backups in S3."""
from __future__ import annotations

import argparse

from backup.rotate import to_delete
from backup.storage import Bucket


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="backupctl")
    parser.add_argument("bucket")
    parser.add_argument("--keep-daily", type=int, default=7)
    parser.add_argument("--max-age-days", type=int, default=90)
    parser.add_argument("--keep-weekly", type=int, default=0, help="also keep the newest archive of the last N weeks")
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args(argv)

    bucket = Bucket(args.bucket)
    doomed = to_delete(bucket.list_names(), keep_daily=args.keep_daily, max_age_days=args.max_age_days,
                       keep_weekly=args.keep_weekly)
    if args.dry_run:
        for name in doomed:
            print(f"would delete {name}")
        print(f"{len(doomed)} archive(s) would be deleted")
        return 0
    bucket.delete(doomed)
    print(f"deleted {len(doomed)} archive(s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
