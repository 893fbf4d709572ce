"""logslice: print the lines of a log that fall in a time range."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from logslice import __version__
from logslice.parse import parse_line_ts, parse_range
from logslice.slicer import slice_lines


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="logslice", description=__doc__)
    p.add_argument("files", nargs="*", type=Path, help="log files (default: stdin)")
    p.add_argument("-s", "--since", help="start time, inclusive (HH:MM, YYYY-MM-DD or a full timestamp)")
    p.add_argument("-u", "--until", help="end time, exclusive")
    p.add_argument("--utc", action="store_true", help="treat --since/--until as UTC")
    out = p.add_mutually_exclusive_group()
    out.add_argument("-c", "--count", action="store_true", help="print the number of matching lines only")
    out.add_argument("--json", action="store_true", help="print one JSON object per line: {\"ts\": ..., \"line\": ...}")
    p.add_argument("--keep-undated", action="store_true",
                   help="keep lines without a timestamp (stack traces) that follow a kept line")
    p.add_argument("-V", "--version", action="version", version=f"%(prog)s {__version__}")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        since, until = parse_range(args.since, args.until)
    except ValueError as exc:
        print(f"logslice: {exc}", file=sys.stderr)
        return 2
    streams = [f.open(encoding="utf-8", errors="replace") for f in args.files] or [sys.stdin]
    n = 0
    try:
        for stream in streams:
            for line in slice_lines(stream, since, until, keep_undated=args.keep_undated):
                n += 1
                if args.count:
                    continue
                if args.json:
                    ts = parse_line_ts(line)
                    record = {"ts": ts.isoformat() if ts else None, "line": line.rstrip("\n")}
                    sys.stdout.write(json.dumps(record, ensure_ascii=False) + "\n")
                else:
                    sys.stdout.write(line)
    finally:
        for s in streams:
            if s is not sys.stdin:
                s.close()
    if args.count:
        print(n)
    return 0 if n else 1
