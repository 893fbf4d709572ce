"""Read the till exports (one CSV per store per day, semicolon separated, German decimals)."""
from __future__ import annotations

import csv
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path


@dataclass(frozen=True)
class Sale:
    store: str
    day: date
    receipts: int
    gross_eur: Decimal


def _decimal(text: str) -> Decimal:
    return Decimal(text.replace(".", "").replace(",", "."))


def read_export(path: Path) -> list[Sale]:
    sales = []
    with path.open(newline="", encoding="utf-8-sig") as fh:
        for row in csv.DictReader(fh, delimiter=";"):
            sales.append(Sale(
                store=row["Filiale"].strip(),
                day=datetime.strptime(row["Datum"], "%d.%m.%Y").date(),
                receipts=int(row["Bons"]),
                gross_eur=_decimal(row["Umsatz brutto"]),
            ))
    return sales


def read_folder(folder: Path) -> list[Sale]:
    out: list[Sale] = []
    for path in sorted(folder.glob("*.csv")):
        out.extend(read_export(path))
    return out
