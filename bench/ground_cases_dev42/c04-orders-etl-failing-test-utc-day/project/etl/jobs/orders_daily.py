"""Entry point of the daily orders job: python -m etl.jobs.orders_daily --ds 2025-11-20"""
from __future__ import annotations

import argparse
import logging

import pandas as pd

from etl import config
from etl.load import write_table
from etl.transforms.clean import clean
from etl.transforms.fx import load_rates
from etl.transforms.revenue import daily_revenue, revenue_by_sku

log = logging.getLogger("orders_daily")


def run(ds: str) -> None:
    orders = clean(pd.read_parquet(config.ORDERS_EXPORT.format(ds=ds)))
    items = pd.read_parquet(config.ORDER_ITEMS_EXPORT.format(ds=ds))
    log.info("loaded %d orders, %d items for %s", len(orders), len(items), ds)

    rates = load_rates(config.FX_RATES)
    daily = daily_revenue(orders, rates)
    write_table("ads_daily_revenue", daily, partition=ds)
    write_table("ads_sku_revenue", revenue_by_sku(items, orders), partition=ds)
    log.info("wrote %d daily rows", len(daily))


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    p = argparse.ArgumentParser()
    p.add_argument("--ds", required=True, help="partition date, YYYY-MM-DD")
    run(p.parse_args().ds)


if __name__ == "__main__":
    main()
