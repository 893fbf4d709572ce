"""Monthly sales summary per store: python -m etl.monthly 2025-10"""
from __future__ import annotations

import logging
import sys
from pathlib import Path

import pandas as pd

from etl.load import read_sales
from etl.stores import read_stores

DATA = Path("data")
log = logging.getLogger("etl.monthly")


def month_slice(sales: pd.DataFrame, month: str) -> pd.DataFrame:
    start = pd.Timestamp(f"{month}-01")
    end = start + pd.offsets.MonthBegin(1)
    return sales[(sales["sold_at"] >= start) & (sales["sold_at"] < end)]


def summarize(sales: pd.DataFrame, stores: pd.DataFrame) -> pd.DataFrame:
    sales = sales.merge(stores, on="store_id")
    summary = (
        sales.groupby(["store_id", "store_name"], as_index=False)
        .agg(orders=("sku", "size"), qty=("qty", "sum"), amount=("amount", "sum"))
        .sort_values("amount", ascending=False)
    )
    return summary


def main(argv: list[str]) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if len(argv) != 1:
        log.error("usage: python -m etl.monthly YYYY-MM")
        return 2
    month = argv[0]
    sales = month_slice(read_sales(DATA / "raw"), month)
    summary = summarize(sales, read_stores(DATA / "master" / "stores.csv"))
    out = DATA / "out" / f"monthly_{month}.csv"
    out.parent.mkdir(parents=True, exist_ok=True)
    summary.to_csv(out, index=False)
    log.info("wrote %s (%d stores, %s yen)", out, len(summary), f"{summary['amount'].sum():,}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
