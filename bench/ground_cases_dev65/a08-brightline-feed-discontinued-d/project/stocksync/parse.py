"""Brightline's stock CSV -> StockRow. Column names are theirs."""
from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path


@dataclass(frozen=True)
class StockRow:
    sku: str
    ean: str
    quantity: int
    unit_price: Decimal
    available: bool
    restock_date: date | None


def parse_date(value: str) -> date | None:
    value = value.strip()
    if not value:
        return None
    for fmt in ("%Y-%m-%d", "%d/%m/%Y"):  # ISO since 2025-11-17, dd/mm/yyyy before
        try:
            return datetime.strptime(value, fmt).date()
        except ValueError:
            continue
    raise ValueError(f"unrecognised date {value!r}")


def parse_price(value: str) -> Decimal:
    return Decimal(value.strip().replace(",", ""))


def parse_row(row: dict[str, str]) -> StockRow:
    return StockRow(
        sku=row["article_no"].strip(),
        ean=row["ean"].strip(),
        quantity=max(0, int(row["qty_on_hand"] or 0)),
        unit_price=parse_price(row["net_price"]),
        available=row["status"].strip().upper() != "X",
        restock_date=parse_date(row["next_delivery"]),
    )


def read_feed(path: Path) -> list[StockRow]:
    with path.open(newline="", encoding="utf-8-sig") as fh:
        header = fh.readline()
        fh.seek(0)
        delimiter = ";" if header.count(";") > header.count(",") else ","
        reader = csv.DictReader(fh, delimiter=delimiter)
        return [parse_row(r) for r in reader if r.get("article_no", "").strip()]
