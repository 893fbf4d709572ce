"""Entry point for the nightly job: python run_daily.py /data/pos/2026-11-18"""
from __future__ import annotations

import logging
import sys
from pathlib import Path

import pandas as pd

from etl.load import load_day
from etl.transform import daily_sales, with_store_names

OUT = Path("/data/warehouse/daily_sales.parquet")
STORES = Path("/data/master/stores.csv")


def main(folder: str) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    lines = load_day(Path(folder))
    stores = pd.read_csv(STORES, dtype={"store_code": "string"})
    daily = with_store_names(daily_sales(lines), stores)
    if OUT.exists():
        daily = pd.concat([pd.read_parquet(OUT), daily]).drop_duplicates(["store_code", "day"], keep="last")
    daily.to_parquet(OUT, index=False)
    logging.info("wrote %d rows", len(daily))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
