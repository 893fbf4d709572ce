"""Entry point for the nightly cron: python run_daily.py 2025-11-14"""
from __future__ import annotations

import sys
from pathlib import Path

from etl.load import load_orders, load_skus
from etl.report import OUT_DIR, write_report


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: run_daily.py YYYY-MM-DD", file=sys.stderr)
        return 2
    day = argv[1]
    orders = load_orders(day)
    skus = load_skus()
    path = write_report(orders, skus, OUT_DIR / f"daily_report_{day}.xlsx")
    print(f"wrote {path} ({len(orders)} orders)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
