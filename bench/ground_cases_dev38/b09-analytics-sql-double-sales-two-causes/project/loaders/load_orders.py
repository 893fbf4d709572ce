"""Copy yesterday's orders from the shop API into raw.orders."""
from __future__ import annotations

import logging
from datetime import date, timedelta

import psycopg

from loaders.common import connect, shop_api

log = logging.getLogger(__name__)

INSERT = """
    insert into raw.orders (order_id, shop_id, ordered_at, total_yen, status, loaded_at)
    values (%(order_id)s, %(shop_id)s, %(ordered_at)s, %(total_yen)s, %(status)s, now())
"""


def fetch_orders(day: date) -> list[dict]:
    rows = []
    page = 1
    while True:
        batch = shop_api().get("/orders", params={"date": day.isoformat(), "page": page}).json()
        rows.extend(batch["orders"])
        if not batch["has_next"]:
            return rows
        page += 1


def load(day: date) -> int:
    orders = fetch_orders(day)
    with connect() as conn, conn.cursor() as cur:
        cur.executemany(INSERT, orders)
        conn.commit()
    log.info("loaded %d orders for %s", len(orders), day)
    return len(orders)


def main(ds: str | None = None) -> None:
    day = date.fromisoformat(ds) if ds else date.today() - timedelta(days=1)
    load(day)


if __name__ == "__main__":
    main()
