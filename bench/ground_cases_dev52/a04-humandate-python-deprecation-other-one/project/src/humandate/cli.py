"""`humandate next friday --tz Europe/Berlin`"""
from __future__ import annotations

import argparse
import sys
from typing import Optional, Sequence

from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from humandate.parser import ParseError, parse
from humandate.ranges import parse_range


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="humandate", description="Print the date a phrase means.")
    ap.add_argument("text", nargs="+", help="e.g. 'next friday', 'in 3 days', 'monday to friday'")
    ap.add_argument("--tz", default=None, help="IANA time zone (default UTC)")
    ap.add_argument("--range", action="store_true", help="read the text as a range")
    ap.add_argument("--dayfirst", action="store_true", help="read 03/11 as 3 November")
    ap.add_argument("--format", default="%Y-%m-%d %H:%M %Z", help="strftime format of the output")
    args = ap.parse_args(argv)
    try:
        zone = ZoneInfo(args.tz) if args.tz else None
    except ZoneInfoNotFoundError:
        print(f"humandate: unknown time zone {args.tz!r}", file=sys.stderr)
        return 2
    text = " ".join(args.text)
    try:
        if args.range:
            r = parse_range(text, tz=zone)
            print(r.start.strftime(args.format), "->", r.end.strftime(args.format))
        else:
            print(parse(text, tz=zone, dayfirst=args.dayfirst).strftime(args.format))
    except ParseError as e:
        print(f"humandate: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
