"""shifts2ics: convert the shift sheet CSV to an .ics file."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from shifts2ics.ics import build_calendar
from shifts2ics.parse import read_shifts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="shifts2ics",
        description="シフト表のCSV（date,start,end,role,note）を .ics に変換します",
    )
    parser.add_argument("csv", help="シフト表からエクスポートしたCSV")
    parser.add_argument("-o", "--output", help="出力先（省略時はCSVと同じ名前の .ics）")
    parser.add_argument("--tz", default="Asia/Tokyo", help="タイムゾーン（既定: Asia/Tokyo）")
    args = parser.parse_args(argv)

    shifts = read_shifts(args.csv)
    if not shifts:
        print("no shifts in the CSV", file=sys.stderr)
        return 1
    text = build_calendar(shifts, args.tz)
    out = Path(args.output) if args.output else Path(args.csv).with_suffix(".ics")
    out.write_text(text, encoding="utf-8", newline="")
    print(f"{len(shifts)} shifts -> {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
