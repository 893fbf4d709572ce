"""Invoice PDF (HTML rendered by WeasyPrint)."""
from __future__ import annotations

from django.template.loader import render_to_string
from weasyprint import HTML

from billing.company import COMPANY
from billing.models import Invoice
from billing.tax import invoice_totals


def yen(value) -> str:
    return f"¥{int(value):,}"


def context(invoice: Invoice) -> dict:
    lines = list(invoice.lines.all())
    totals = invoice_totals(lines)
    return {
        "company": COMPANY,
        "invoice": invoice,
        "customer": invoice.customer,
        "lines": [
            {"description": f"{l.description} ※" if l.is_reduced else l.description,
             "quantity": l.quantity, "unit_price": yen(l.unit_price),
             "amount": yen(l.amount), "rate": f"{l.tax_rate:.0f}%"}
            for l in lines
        ],
        "by_rate": [
            {"label": f"{r.rate:.0f}%対象", "subtotal": yen(r.subtotal), "tax": yen(r.tax)} for r in totals.by_rate
        ],
        "subtotal": yen(totals.subtotal),
        "tax": yen(totals.tax),
        "total": yen(totals.total),
    }


def render_invoice_pdf(invoice: Invoice) -> bytes:
    html = render_to_string("billing/invoice.html", context(invoice))
    return HTML(string=html).write_pdf()
