"""sales-etl: nightly job that merges the shops' order exports."""
from __future__ import annotations

import argparse
import logging
from datetime import date, datetime, timezone
from pathlib import Path

from etl.extract import SHOPS, read_shop
from etl.load import summarize, write_orders
from etl.transform import dedupe, filter_since, normalize

log = logging.getLogger("sales-etl")


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="sales-etl")
    ap.add_argument("--exports", type=Path, default=Path("/srv/exports"))
    ap.add_argument("--out", type=Path, default=Path("/srv/landing/orders"))
    ap.add_argument("--shop", action="append", help="only these shops (repeatable)")
    ap.add_argument("--since", type=date.fromisoformat, help="drop orders before this UTC day (YYYY-MM-DD)")
    ap.add_argument("-v", "--verbose", action="store_true")
    return ap.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO)
    shops = [s for s in SHOPS if not args.shop or s.name in args.shop]
    frames = []
    for shop in shops:
        raw = read_shop(shop, args.exports)
        frames.append(normalize(raw, shop))
        log.info("%s: %d rows", shop.name, len(raw))
    orders = filter_since(dedupe(frames), args.since)
    run_id = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    write_orders(orders, args.out, run_id)
    for row in summarize(orders).itertuples():
        log.info("%-8s %6d orders  gross %s", row.shop, row.orders, row.gross)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
