"""Loads invoices from the back-office JSON dump."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

from .discounts import Discount
from .invoice import Invoice, Line


def load(path: Path) -> list[Invoice]:
    raw = json.loads(path.read_text(encoding="utf-8"))
    return [_invoice(item) for item in raw["invoices"]]


def _invoice(item: dict) -> Invoice:
    lines = [Line(l["description"], int(l["quantity"]), Decimal(l["unit_price"])) for l in item["lines"]]
    discount = None
    if item.get("discount"):
        d = item["discount"]
        discount = Discount(d["code"], d["kind"], Decimal(d["value"]))
    return Invoice(item["number"], item["customer"], item["region"], lines, discount)
