from __future__ import annotations

import argparse
import sys
from pathlib import Path

from revreport.report import daily_totals, load_rows, render


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="revreport", description="daily revenue from PSP exports")
    p.add_argument("exports", nargs="+", type=Path, help="CSV export files")
    p.add_argument("-o", "--out", type=Path, default=None, help="write CSV here instead of stdout")
    p.add_argument("--since", default=None, help="only days on or after YYYY-MM-DD")
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    rows: list[dict[str, str]] = []
    for path in args.exports:
        if not path.exists():
            print(f"revreport: no such file: {path}", file=sys.stderr)
            return 2
        rows.extend(load_rows(path))
    totals = daily_totals(rows)
    if args.since:
        totals = {day: amount for day, amount in totals.items() if day >= args.since}
    text = render(totals)
    if args.out is None:
        sys.stdout.write(text)
    else:
        args.out.write_text(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
