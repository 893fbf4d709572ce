"""Command line: ``mdtoc [--check] FILE...``."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from mdtoc import __version__
from mdtoc.toc import MarkerError, update_toc


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="mdtoc", description=__doc__)
    p.add_argument("files", nargs="+", type=Path, metavar="FILE")
    p.add_argument("--check", action="store_true",
                   help="don't write; exit 1 if any file's table of contents is out of date")
    p.add_argument("--bullet", default="-", choices=["-", "*", "+"], help="list marker (default: -)")
    p.add_argument("--depth", type=int, default=6, choices=range(1, 7), metavar="N",
                   help="only headings of level 1..N (default: 6)")
    p.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    status = 0
    for path in args.files:
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as e:
            print(f"mdtoc: {path}: {e.strerror}", file=sys.stderr)
            status = 2
            continue
        try:
            updated = update_toc(text, bullet=args.bullet, depth=args.depth)
        except MarkerError as e:
            print(f"mdtoc: {path}: {e}", file=sys.stderr)
            status = 2
            continue
        if args.check:
            if updated != text:
                print(f"{path}: table of contents is out of date", file=sys.stderr)
                status = 1
            continue
        if updated != text:
            path.write_text(updated, encoding="utf-8")
            print(f"updated {path}")
    return status
