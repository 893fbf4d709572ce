from __future__ import annotations

import argparse
from pathlib import Path

import pandas as pd

from sales import aggregate, report
from sales.loader import load_orders, summary_line


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="sales")
    ap.add_argument("csv", nargs="+", type=Path)
    ap.add_argument("--by", choices=["day", "week", "store"], default="day")
    ap.add_argument("-o", "--output", type=Path)
    ap.add_argument("--start", type=pd.Timestamp, help="YYYY-MM-DD（この日を含む）")
    ap.add_argument("--end", type=pd.Timestamp, help="YYYY-MM-DD（この日を含む）")
    args = ap.parse_args(argv)

    df = load_orders(args.csv)
    df = aggregate.filter_period(df, args.start, args.end)
    print(summary_line(df))

    if args.by == "day":
        table = aggregate.daily_totals(df)
    elif args.by == "week":
        table = aggregate.weekly_totals(df)
    else:
        table = aggregate.store_ranking(df)
    report.write(table, args.output)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
