from __future__ import annotations

import csv
import io
import json

from .invoice import subtotal, tax, total
from .models import Invoice


def as_json(invoice: Invoice) -> str:
    doc = invoice.to_dict()
    doc["subtotal"] = str(subtotal(invoice))
    doc["tax"] = str(tax(invoice))
    doc["total"] = str(total(invoice))
    return json.dumps(doc, indent=2)


def as_csv(invoice: Invoice) -> str:
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["sku", "description", "quantity", "unit_price", "amount"])
    for line in invoice.lines:
        writer.writerow([line.sku, line.description, line.quantity,
                         line.unit_price, line.amount])
    return buf.getvalue()
