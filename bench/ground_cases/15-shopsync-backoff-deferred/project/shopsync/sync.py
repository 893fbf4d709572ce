from __future__ import annotations

import argparse
import logging
import os
from pathlib import Path

from .client import ApiClient
from .exporter import write_csv
from .models import Order

log = logging.getLogger("shopsync")


def fetch_all(client: ApiClient, date: str) -> list[Order]:
    orders: list[Order] = []
    page = 1
    while True:
        data = client.orders(date, page)
        orders.extend(Order.from_api(item) for item in data["items"])
        if not data.get("next_page"):
            return orders
        page = data["next_page"]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="shopsync")
    parser.add_argument("--date", required=True)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO)

    client = ApiClient(os.environ["MALL_API_URL"], os.environ["MALL_API_TOKEN"])
    orders = fetch_all(client, args.date)
    n = write_csv(orders, args.out)
    log.info("wrote %d orders to %s", n, args.out)
    return 0
