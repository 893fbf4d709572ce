"""nightly-backup: upload today's dump and prune old ones."""
from __future__ import annotations

import argparse
import logging
from pathlib import Path

from backup.prune import prune
from backup.storage import S3Storage


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="nightly-backup")
    p.add_argument("dump", type=Path, help="path of the dump to upload")
    p.add_argument("--bucket", required=True)
    p.add_argument("--prefix", default="db/")
    p.add_argument("--keep", type=int, default=7, help="daily backups to keep")
    p.add_argument("--weekly", type=int, default=4, help="weekly backups to keep")
    p.add_argument("--dry-run", action="store_true", help="only print what would be deleted")
    return p.parse_args(argv)


log = logging.getLogger("nightly-backup")


def main(argv: list[str] | None = None) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    args = parse_args(argv)
    storage = S3Storage(args.bucket, args.prefix)
    key = storage.upload(args.dump)
    log.info("uploaded %s", key)
    removed = prune(storage, keep=args.keep, weekly=args.weekly, dry_run=args.dry_run)
    for name in removed:
        log.info("%s %s", "would delete" if args.dry_run else "deleted", name)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
