"""snapkeep: `python -m snapkeep.cli /backups --days 7`"""
from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

from snapkeep.prune import candidates, prune


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="snapkeep")
    ap.add_argument("folder", type=Path)
    ap.add_argument("--days", type=int, default=7, help="keep dumps newer than this many days")
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("-v", "--verbose", action="store_true")
    return ap


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO, format="%(message)s")
    if args.days < 1:
        print("snapkeep: --days must be at least 1", file=sys.stderr)
        return 2
    if not args.folder.is_dir():
        print(f"snapkeep: {args.folder} is not a folder", file=sys.stderr)
        return 2
    removed = prune(args.folder, args.days, dry_run=args.dry_run)
    print(f"{len(removed)} dump(s) {'would be ' if args.dry_run else ''}removed")
    if args.dry_run:
        kept = [p.name for _, p in candidates(args.folder) if p not in removed]
        print("kept: " + (", ".join(kept) if kept else "(none)"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
