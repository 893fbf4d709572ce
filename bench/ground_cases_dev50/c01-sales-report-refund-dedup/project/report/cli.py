"""python -m report.cli --month 2025-03"""
from __future__ import annotations

import argparse
from pathlib import Path

import pandas as pd

from report import export
from report.load import load_catalog, load_orders, load_refunds
from report.transform import enrich, monthly_revenue, totals


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="report")
    ap.add_argument("--month", required=True, help="YYYY-MM")
    ap.add_argument("--out", default="out")
    ap.add_argument("--no-excel", action="store_true")
    args = ap.parse_args(argv)

    month = pd.Period(args.month, freq="M")
    orders = load_orders()
    orders = orders[orders["month"] == month]
    report = monthly_revenue(enrich(orders, load_catalog()), load_refunds())
    print(report.to_string(index=False))
    print("\nTOTAL", totals(report).to_dict())

    out = Path(args.out)
    print("wrote", export.to_csv(report, out, args.month))
    if not args.no_excel:
        print("wrote", export.to_excel(report, out, args.month))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
