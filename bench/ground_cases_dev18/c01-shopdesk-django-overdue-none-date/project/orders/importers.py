"""CSV import of orders exported from the old ERP (Ops uploads these every Monday)."""
from __future__ import annotations

import csv
import io
from datetime import timedelta
from decimal import Decimal, InvalidOperation

from django.db import transaction
from django.utils.dateparse import parse_date

from orders.models import Customer, Order


class ImportError_(Exception):
    pass


def _amount(raw: str) -> Decimal:
    try:
        return Decimal(raw.replace(",", "").strip() or "0")
    except InvalidOperation as exc:
        raise ImportError_(f"bad amount {raw!r}") from exc


@transaction.atomic
def import_orders(fileobj: io.TextIOBase) -> int:
    reader = csv.DictReader(fileobj)
    created = 0
    for row in reader:
        customer, _ = Customer.objects.get_or_create(name=row["customer"].strip())
        status = row.get("status", "draft").strip().lower() or "draft"
        order, was_created = Order.objects.get_or_create(
            number=row["number"].strip(),
            defaults={"customer": customer, "status": status, "amount": _amount(row["amount"]), "source": "erp"},
        )
        if not was_created:
            continue
        if row.get("due_date"):
            order.due_date = parse_date(row["due_date"])
        elif status != "draft":
            order.due_date = order.created_at.date() + timedelta(days=customer.payment_terms_days)
        order.save(update_fields=["due_date"])
        created += 1
    return created
