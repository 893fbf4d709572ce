"""Entry point: python -m orders_etl.run --date 2025-11-06"""
from __future__ import annotations

import argparse
import logging
from datetime import date, timedelta

from orders_etl.extract import read_customers, read_orders
from orders_etl.load import write_table
from orders_etl.transform import daily_revenue, enrich_orders, normalise_orders

log = logging.getLogger("orders_etl")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="orders_etl")
    parser.add_argument("--date", type=date.fromisoformat, default=date.today() - timedelta(days=1))
    parser.add_argument("--source", default="s3://acme-exports/orders")
    parser.add_argument("--dry-run", action="store_true", help="run every step but skip the parquet writes")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")

    orders = normalise_orders(read_orders(args.source, args.date))
    customers = read_customers(args.source)
    enriched = enrich_orders(orders, customers)
    log.info("orders=%d enriched=%d", len(orders), len(enriched))
    revenue = daily_revenue(enriched)
    for df, name in ((revenue, "daily_revenue"), (enriched, "orders_enriched")):
        path = write_table(df, name, args.date, dry_run=args.dry_run)
        log.info("%s %s (%d rows)", "would write" if args.dry_run else "wrote", path, len(df))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
