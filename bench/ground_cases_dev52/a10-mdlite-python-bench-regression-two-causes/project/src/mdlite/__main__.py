"""`python -m mdlite FILE.md` prints the HTML."""
from __future__ import annotations

import argparse
import sys

from mdlite import to_html


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="mdlite")
    ap.add_argument("file", nargs="?", help="Markdown file (default: stdin)")
    args = ap.parse_args(argv)
    text = open(args.file, encoding="utf-8").read() if args.file else sys.stdin.read()
    sys.stdout.write(to_html(text))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
