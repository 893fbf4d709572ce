"""stocksync command line: python -m sync.cli --feed lianhe [--file F] [--dry-run]"""
from __future__ import annotations

import argparse
import logging
import sys

from sync.inventory import merge_rows
from sync.readers import latest_file, load_feeds, read_feed
from sync.shop import ShopClient


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="stocksync")
    parser.add_argument("--feed", required=True)
    parser.add_argument("--file", help="read this file instead of the newest one matching file_glob")
    parser.add_argument("--dry-run", action="store_true", help="compare only, push nothing")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")

    feeds = load_feeds()
    if args.feed not in feeds:
        print(f"unknown feed {args.feed!r}; known: {', '.join(sorted(feeds))}", file=sys.stderr)
        return 2
    feed = feeds[args.feed]
    path = args.file or latest_file(feed)
    if path is None:
        print(f"{args.feed}: no file matches {feed['file_glob']}", file=sys.stderr)
        return 1

    rows = read_feed(path, feed)
    client = ShopClient.from_env()
    result = merge_rows(rows, client.stock_levels(),
                        default_warehouse=feed.get("default_warehouse", "SH01"),
                        skip_zero=feed.get("skip_zero", False))
    print(f"{args.feed}: {result.summary()}")
    if args.dry_run:
        for warehouse, count in result.by_warehouse().items():
            print(f"  {warehouse:<6} {count:>5} sku")
        return 0
    client.push(result.updated)
    return 0


if __name__ == "__main__":
    sys.exit(main())
