"""Monthly invoice CSV export for finance (cron, 1st of the month)."""
from __future__ import annotations

import calendar
import csv
from datetime import date
from pathlib import Path

from django.core.paginator import Paginator

from billing.models import Invoice

PAGE_SIZE = 500
COLUMNS = ["number", "issued_at", "customer", "vat_id", "net", "vat", "gross", "currency", "status"]


def invoices_for_month(year: int, month: int):
    first = date(year, month, 1)
    last = date(year, month, calendar.monthrange(year, month)[1])
    qs = Invoice.objects.select_related("customer").exclude(status=Invoice.Status.DRAFT)
    return qs.filter(issued_at__gte=first, issued_at__lte=last).order_by("id")


def row(invoice: Invoice) -> list[str]:
    return [
        invoice.number,
        invoice.issued_at.isoformat(),
        invoice.customer.name,
        invoice.customer.vat_id or "",
        f"{invoice.net:.2f}",
        f"{invoice.vat:.2f}",
        f"{invoice.gross:.2f}",
        invoice.currency,
        invoice.status,
    ]


def export_month(year: int, month: int, out: Path) -> int:
    paginator = Paginator(invoices_for_month(year, month), PAGE_SIZE)
    written = 0
    with out.open("w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh, delimiter=";")
        writer.writerow(COLUMNS)
        for number in paginator.page_range:
            for invoice in paginator.page(number).object_list:
                writer.writerow(row(invoice))
                written += 1
    return written
