"""etl-orders: rebuild the order report for a range of days."""
from __future__ import annotations

import argparse
import logging
import os
from datetime import date, datetime, timedelta

log = logging.getLogger("etl")


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="etl-orders", description=__doc__)
    parser.add_argument("--days", type=int, default=3, help="rebuild the last N days (default: 3)")
    parser.add_argument(
        "--since",
        type=date.fromisoformat,
        default=None,
        help="only orders changed on or after this date, e.g. 2024-05-01 (default: yesterday)",
    )
    parser.add_argument("--dry-run", action="store_true", help="transform only, write nothing")
    parser.add_argument("-v", "--verbose", action="store_true")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO,
                        format="%(asctime)s %(levelname)s %(message)s")

    import psycopg

    from etl.extract import fetch_orders
    from etl.load import load_report, refresh_totals
    from etl.transform import build_rows

    day_to = date.today() - timedelta(days=1)
    day_from = day_to - timedelta(days=args.days - 1)
    since = datetime.combine(args.since or day_to, datetime.min.time())
    with (
        psycopg.connect(os.environ["SHOP_DSN"]) as src,
        psycopg.connect(os.environ["REPORT_DSN"]) as dst,
    ):
        rows = list(build_rows(fetch_orders(src, since)))
        log.info("built %d report rows", len(rows))
        if args.dry_run:
            return 0
        n = load_report(dst, rows, day_from=day_from, day_to=day_to)
        refresh_totals(dst, day_from, day_to)
        log.info("loaded %d rows for %s..%s", n, day_from, day_to)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
