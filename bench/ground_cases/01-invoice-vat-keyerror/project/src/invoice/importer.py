"""Read the CRM CSV export into Invoice objects."""
from __future__ import annotations

import csv
from decimal import Decimal
from pathlib import Path

from .models import Customer, Invoice, LineItem


def read_export(path: Path) -> dict[str, Invoice]:
    invoices: dict[str, Invoice] = {}
    with path.open(newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            number = row["invoice_no"]
            if number not in invoices:
                customer = Customer(
                    id=row["customer_id"],
                    name=row["customer_name"].strip(),
                    country=row["country"].strip(),
                    vat_id=row.get("vat_id") or None,
                )
                invoices[number] = Invoice(
                    number=number,
                    customer=customer,
                    reverse_charge=row.get("reverse_charge") == "1",
                )
            invoices[number].items.append(
                LineItem(
                    description=row["description"],
                    unit_price=Decimal(row["unit_price"]),
                    quantity=int(row["qty"]),
                    discount_pct=int(row.get("discount") or 0),
                )
            )
    return invoices
