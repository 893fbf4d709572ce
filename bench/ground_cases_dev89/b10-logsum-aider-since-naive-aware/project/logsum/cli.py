from __future__ import annotations

import argparse
import sys
from datetime import datetime

from logsum.parser import parse_lines
from logsum.report import render, summarize


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="logsum")
    ap.add_argument("logfile")
    ap.add_argument("--top", type=int, default=10)
    ap.add_argument("--since", help="この日時以降のエントリだけ集計する (ISO 8601)")
    args = ap.parse_args(argv)

    with open(args.logfile, encoding="utf-8") as f:
        entries = list(parse_lines(f))
    if args.since:
        since = datetime.fromisoformat(args.since)
        entries = [e for e in entries if e.ts >= since]
    rows = summarize(entries)[: args.top]
    print(render(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
