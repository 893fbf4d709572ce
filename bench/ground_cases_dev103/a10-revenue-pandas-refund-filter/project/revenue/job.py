"""python -m revenue.job export.csv  -> prints the summary, writes monthly.csv"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from revenue.load import load_export, only_currency
from revenue.report import monthly_net, summary_line, to_csv, weekly_net


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("export", type=Path)
    p.add_argument("--currency", default="EUR")
    p.add_argument("--out", type=Path, default=Path("monthly.csv"), help="where to write the monthly table")
    return p.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    try:
        df = only_currency(load_export(args.export), args.currency)
    except (FileNotFoundError, ValueError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    table = monthly_net(df)
    print(summary_line(table))
    to_csv(table, args.out)
    to_csv(weekly_net(df), args.out.with_name("weekly.csv"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
