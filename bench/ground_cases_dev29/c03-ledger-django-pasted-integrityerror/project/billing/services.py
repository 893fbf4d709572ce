"""Issuing invoices. Numbers are INV-<year>-<5 digits>, consecutive per year:
the tax office wants no gaps, so a voided invoice keeps its number."""
from __future__ import annotations

from decimal import Decimal

from django.db import transaction
from django.utils import timezone

from billing.models import Customer, Invoice, InvoiceLine


class InvoiceError(Exception):
    pass


def next_invoice_number(year: int) -> str:
    prefix = f"INV-{year}-"
    last = Invoice.objects.filter(number__startswith=prefix).order_by("-number").values_list("number", flat=True).first()
    seq = int(last.removeprefix(prefix)) + 1 if last else 1
    return f"{prefix}{seq:05d}"


def _total(lines: list[dict]) -> Decimal:
    total = Decimal("0.00")
    for line in lines:
        qty = int(line.get("quantity", 1))
        if qty <= 0:
            raise InvoiceError("数量必须大于 0")
        total += Decimal(str(line["unit_price"])) * qty
    return total


@transaction.atomic
def issue_invoice(customer: Customer, lines: list[dict], user, note: str = "") -> Invoice:
    if not lines:
        raise InvoiceError("发票至少要有一行")
    now = timezone.now()
    amount = _total(lines)
    invoice = Invoice.objects.create(
        number=next_invoice_number(now.year),
        customer=customer,
        status=Invoice.Status.ISSUED,
        amount=amount,
        issued_at=now,
        issued_by=user,
        note=note,
    )
    InvoiceLine.objects.bulk_create(
        InvoiceLine(invoice=invoice, description=l["description"], quantity=int(l.get("quantity", 1)),
                    unit_price=Decimal(str(l["unit_price"])))
        for l in lines
    )
    return invoice


@transaction.atomic
def void_invoice(invoice_id: int, reason: str) -> Invoice:
    invoice = Invoice.objects.select_for_update().get(pk=invoice_id)
    if invoice.status != Invoice.Status.ISSUED:
        raise InvoiceError(f"只有已开具的发票可以作废，当前状态：{invoice.get_status_display()}")
    if not reason.strip():
        raise InvoiceError("请填写作废原因")
    invoice.status = Invoice.Status.VOID
    stamp = timezone.localtime().strftime("%Y-%m-%d %H:%M")
    invoice.note = f"{invoice.note}\n[{stamp} 作废] {reason.strip()}".strip()
    invoice.save(update_fields=["status", "note"])
    return invoice
