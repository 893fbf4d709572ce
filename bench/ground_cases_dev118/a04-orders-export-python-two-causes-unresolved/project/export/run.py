import argparse
import csv
import logging
import os
import time
from datetime import date, timedelta

import psycopg

from export import config
from export.query import fetch_orders
from export.transform import CSV_COLUMNS, transform


def parse_args(argv=None):
    p = argparse.ArgumentParser(description="Export one day of orders to CSV.")
    p.add_argument("--day", type=date.fromisoformat, default=date.today() - timedelta(days=1))
    p.add_argument("--dry-run", action="store_true", help="print the row count and first rows, write nothing")
    return p.parse_args(argv)


def write_csv(path: str, rows: list[dict]) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=CSV_COLUMNS)
        w.writeheader()
        w.writerows(rows)


log = logging.getLogger("export")


def main(argv=None) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    args = parse_args(argv)
    cfg = config.load()
    t0 = time.perf_counter()
    with psycopg.connect(cfg.dsn) as conn:
        orders = fetch_orders(conn, cfg.shop_id, args.day)
    log.info("fetched %d orders for %s in %.2fs", len(orders), args.day, time.perf_counter() - t0)
    t1 = time.perf_counter()
    rows = transform(orders)
    log.info("transformed %d rows in %.2fs", len(rows), time.perf_counter() - t1)
    if args.dry_run:
        print(f"{len(rows)} rows for {args.day.isoformat()}")
        for row in rows[:5]:
            print(row)
        return 0
    path = os.path.join(cfg.out_dir, f"orders-{args.day.isoformat()}.csv")
    t2 = time.perf_counter()
    write_csv(path, rows)
    log.info("wrote %d rows to %s in %.2fs", len(rows), path, time.perf_counter() - t2)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
