"""Bulk import of merchant order CSVs (the Shopify-style export most merchants send)."""
import csv
from collections.abc import Iterator
from typing import TextIO

from app.models import Address

REQUIRED = ("order_id", "ship_address1", "ship_city", "ship_zip", "ship_country")


def read_orders(fh: TextIO) -> Iterator[tuple[str, Address]]:
    reader = csv.DictReader(fh)
    missing = [c for c in REQUIRED if c not in (reader.fieldnames or [])]
    if missing:
        raise ValueError(f"missing columns: {', '.join(missing)}")
    for row in reader:
        yield row["order_id"], _address(row)


def _address(row: dict[str, str]) -> Address:
    country = (row["ship_country"] or "US").strip().upper()
    postcode = row["ship_zip"].strip()
    if country == "US":
        postcode = str(int(postcode.split("-")[0]))
    return Address(
        line1=row["ship_address1"],
        line2=row.get("ship_address2") or None,
        city=row["ship_city"],
        postcode=postcode,
        country=country,
    )
