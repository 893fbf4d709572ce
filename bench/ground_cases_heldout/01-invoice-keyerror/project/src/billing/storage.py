from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

from .models import Invoice, Line

DATA_DIR = Path.home() / ".billing" / "invoices"


def load(number: str, root: Path = DATA_DIR) -> Invoice:
    raw = json.loads((root / f"{number}.json").read_text(encoding="utf-8"))
    invoice = Invoice(number=raw["number"], customer=raw["customer"],
                      currency=raw["currency"], tax_rate=Decimal(raw["tax_rate"]))
    for item in raw["lines"]:
        invoice.add(Line(item["sku"], item["description"], int(item["quantity"]),
                         Decimal(item["unit_price"])))
    return invoice


def save(invoice: Invoice, root: Path = DATA_DIR) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    path = root / f"{invoice.number}.json"
    path.write_text(json.dumps(invoice.to_dict(), indent=2), encoding="utf-8")
    return path
