"""入口: python -m etl.run 2025-11-20"""
from __future__ import annotations

import logging
import sys

from etl.extract import extract_orders
from etl.load import load_orders, load_shop_summary
from etl.transform import clean_orders, summarize_by_shop

log = logging.getLogger("orders-etl")


def main(dt: str) -> None:
    raw = extract_orders(dt)
    log.info("extracted %d rows for %s", len(raw), dt)
    orders = clean_orders(raw, dt)
    load_orders(orders, dt)
    load_shop_summary(summarize_by_shop(orders), dt)
    log.info("loaded %d orders for %s", len(orders), dt)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    main(sys.argv[1])
