from __future__ import annotations

import argparse
import logging

from jobs.clean import clean_orders, daily_totals
from jobs.io import load_config, read_orders, read_stores, write_output

log = logging.getLogger("daily_sales")


def run(date: str, config_path: str = "config.yaml") -> str:
    cfg = load_config(config_path)
    raw = read_orders(cfg["input"]["orders"], date)
    orders = clean_orders(raw)
    totals = daily_totals(orders)
    stores = read_stores(cfg["input"]["stores"])
    totals = totals.merge(stores[["store_id", "store_name"]], on="store_id", how="left")
    log.info("%s: %d raw rows, %d clean rows, %d stores", date, len(raw), len(orders), len(totals))
    return write_output(totals, cfg["output"]["path"], date)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("date", help="YYYY-MM-DD")
    parser.add_argument("--config", default="config.yaml")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO)
    print(run(args.date, args.config))


if __name__ == "__main__":
    main()
