"""logtime: normalize timestamps in log lines read from stdin."""
from __future__ import annotations

import argparse
import sys

from logtime.models import Stamp
from logtime.tz import zone


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="logtime", description=__doc__)
    ap.add_argument("--utc", action="store_true", help="rewrite ISO timestamps to UTC in place")
    ap.add_argument("--tz", default=None, help="zone of timestamps without an offset (default UTC)")
    ap.add_argument("--year", type=int, default=None, help="year for syslog timestamps")
    args = ap.parse_args(argv)
    default = zone(args.tz)
    for line in sys.stdin:
        line = line.rstrip("\n")
        stamp = Stamp.find(line)
        if stamp is None or not args.utc:
            print(line)
            continue
        if default is not None and stamp.value.tzinfo is None:
            stamp = Stamp(line, stamp.value.replace(tzinfo=default), stamp.start, stamp.end)
        print(stamp.rewritten())
    return 0


if __name__ == "__main__":
    sys.exit(main())
