"""shopexport DB_PATH OUT.csv -- paid orders as CSV for the accountant."""
from __future__ import annotations

import argparse
import csv
from datetime import date
from pathlib import Path

from shopexport.db import connect, fetch_orders
from shopexport.models import Order, cents_to_str

FIELDS = ["order", "date", "email", "net", "vat", "total", "currency"]


def export_rows(orders: list[Order]) -> list[dict[str, str]]:
    rows = []
    for order in orders:
        rows.append({
            "order": order.number,
            "date": order.placed_on.isoformat(),
            "email": order.customer_email,
            "net": cents_to_str(order.net_cents),
            "vat": cents_to_str(order.vat_cents),
            "total": f"{order.total_cents:.2f}",
            "currency": order.currency,
        })
    return rows


def write_csv(rows: list[dict[str, str]], out: Path) -> None:
    with out.open("w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=FIELDS, delimiter=";")
        writer.writeheader()
        writer.writerows(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="shopexport")
    parser.add_argument("db", type=Path)
    parser.add_argument("out", type=Path)
    parser.add_argument("--since", type=date.fromisoformat, help="only orders placed on or after YYYY-MM-DD")
    args = parser.parse_args(argv)

    with connect(args.db) as conn:
        orders = fetch_orders(conn)
    if args.since is not None:
        orders = [o for o in orders if o.placed_on >= args.since]
    write_csv(export_rows(orders), args.out)
    print(f"wrote {len(orders)} orders to {args.out}")
    return 0
