"""nightly-backup: tar a folder into DEST and prune old archives.

Usage: nightly-backup SOURCE DEST [--keep N] [--weekly]
"""
from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

from backup.archive import make_archive
from backup.rotate import rotate

log = logging.getLogger("backup")


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="nightly-backup")
    p.add_argument("source", type=Path)
    p.add_argument("dest", type=Path)
    p.add_argument("--keep", type=int, default=7, help="daily archives to keep (default 7)")
    p.add_argument("--weekly", action="store_true", help="make a weekly archive (kept forever)")
    p.add_argument("--dry-run", action="store_true", help="log what would be pruned; write and delete nothing")
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if not args.source.is_dir():
        log.error("source %s is not a directory", args.source)
        return 2
    args.dest.mkdir(parents=True, exist_ok=True)
    removed = rotate(args.dest, args.keep, dry_run=args.dry_run)
    if args.dry_run:
        log.info("dry run: would prune %d archive(s), nothing written", len(removed))
        return 0
    archive = make_archive(args.source, args.dest, weekly=args.weekly)
    log.info("wrote %s, pruned %d old archive(s)", archive.name, len(removed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
