"""Brunner's CSV export (and any other plain CSV list)."""
from __future__ import annotations

import csv
from decimal import Decimal, InvalidOperation
from pathlib import Path

COLUMNS = {"sku": "Artikelnummer", "name": "Bezeichnung", "price": "HEK", "stock": "Bestand", "status": "Status"}


def parse_price(text: str, decimal_comma: bool = False) -> Decimal:
    """'12.50', '1,250.00' -> Decimal; with decimal_comma: '12,50', '1.249,00' -> Decimal."""
    cleaned = text.replace("EUR", "").replace("\u20ac", "").strip()
    if decimal_comma:
        cleaned = cleaned.replace(".", "").replace(",", ".")
    else:
        cleaned = cleaned.replace(",", "")
    try:
        return Decimal(cleaned)
    except InvalidOperation:
        raise ValueError(f"bad price {text!r}") from None


def parse_csv(path: Path, supplier: dict) -> list[dict]:
    rows = []
    with open(path, encoding=supplier.get("encoding", "utf-8-sig"), newline="") as fh:
        reader = csv.DictReader(fh, delimiter=supplier.get("delimiter", ","))
        for rec in reader:
            if not rec.get(COLUMNS["sku"]):
                continue
            rows.append({
                "sku": rec[COLUMNS["sku"]].strip(),
                "name": rec[COLUMNS["name"]].strip(),
                "price": parse_price(rec[COLUMNS["price"]], supplier.get("decimal") == ","),
                "stock": int(rec.get(COLUMNS["stock"]) or 0),
                "status": (rec.get(COLUMNS["status"]) or "").strip().lower(),
            })
    return rows
