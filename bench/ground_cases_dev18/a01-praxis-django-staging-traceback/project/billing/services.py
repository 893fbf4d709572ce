"""Billing services: invoice totals, overdue detection and reminder e-mails."""
from __future__ import annotations

import logging
from datetime import date
from decimal import Decimal

from django.conf import settings
from django.core.mail import send_mail
from django.db.models import Sum
from django.template.loader import render_to_string
from django.utils import timezone

from billing.models import Invoice, InvoiceLine

log = logging.getLogger(__name__)

REMINDER_INTERVAL_DAYS = 7


def invoice_total(invoice: Invoice) -> Decimal:
    agg = InvoiceLine.objects.filter(invoice=invoice).aggregate(total=Sum("amount"))
    return agg["total"] or Decimal("0.00")


def days_overdue(invoice: Invoice, today: date) -> int:
    """Whole days since the due date (0 on the due date itself)."""
    return max((today - invoice.due_date).days, 0)


def reminder_context(invoice: Invoice, today: date) -> dict:
    return {
        "invoice": invoice,
        "patient_name": invoice.patient.full_name,
        "total": invoice_total(invoice),
        "days_overdue": days_overdue(invoice, today),
        "pay_url": f"{settings.PORTAL_URL}/invoices/{invoice.public_id}/pay",
    }


def overdue_invoices(today: date | None = None) -> list[Invoice]:
    today = today or timezone.localdate()
    qs = Invoice.objects.filter(status=Invoice.Status.SENT).select_related("patient")
    return [inv for inv in qs if inv.due_date < today]


def needs_reminder(invoice: Invoice, today: date) -> bool:
    if invoice.last_reminder_at is None:
        return True
    return (today - invoice.last_reminder_at.date()).days >= REMINDER_INTERVAL_DAYS


def send_reminders(today: date | None = None) -> int:
    today = today or timezone.localdate()
    sent = 0
    for invoice in overdue_invoices(today):
        if not needs_reminder(invoice, today):
            continue
        body = render_to_string("billing/reminder_email.txt", reminder_context(invoice, today))
        send_mail(
            subject=f"Payment reminder: invoice {invoice.number}",
            message=body,
            from_email=settings.BILLING_FROM_EMAIL,
            recipient_list=[invoice.patient.email],
        )
        invoice.last_reminder_at = timezone.now()
        invoice.save(update_fields=["last_reminder_at"])
        sent += 1
    log.info("sent %d payment reminders", sent)
    return sent
