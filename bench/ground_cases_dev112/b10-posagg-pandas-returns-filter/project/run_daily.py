"""Nightly job: python run_daily.py /data/pos/2025-11-20 /data/out"""
from __future__ import annotations

import sys
from pathlib import Path

from etl.export import summary_line, write_all
from etl.load import load_day, load_stores
from etl.transform import daily_by_store, monthly_by_region


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print("usage: run_daily.py <pos_folder> <out_dir>", file=sys.stderr)
        return 2
    pos_folder, out_dir = Path(argv[1]), Path(argv[2])
    sales = load_day(pos_folder)
    if sales.empty:
        print(f"no POS exports in {pos_folder}", file=sys.stderr)
        return 1
    stores = load_stores(Path("master/stores.csv"))
    daily = daily_by_store(sales, stores)
    monthly = monthly_by_region(daily)
    for path in write_all(daily, monthly, out_dir):
        print("wrote", path)
    print(summary_line(daily))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
