from __future__ import annotations

import argparse
import sys
from datetime import date

from salesreport.daily import daily_sales, totals_by_day
from salesreport.load import load_customers, load_orders


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="salesreport")
    p.add_argument("orders")
    p.add_argument("customers")
    p.add_argument("--totals", action="store_true", help="one line per day instead of per segment")
    p.add_argument("--date", type=date.fromisoformat, help="only this day (YYYY-MM-DD)")
    p.add_argument("--out", help="write the CSV to this file instead of stdout")
    args = p.parse_args(argv)

    report = daily_sales(load_orders(args.orders), load_customers(args.customers))
    if args.date:
        report = report[report["day"] == args.date]
    if args.totals:
        report = totals_by_day(report)
    report.to_csv(args.out or sys.stdout, index=False, encoding="utf-8-sig" if args.out else None)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
