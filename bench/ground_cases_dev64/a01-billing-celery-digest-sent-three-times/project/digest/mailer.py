"""Thin wrapper over Django mail so tasks do not build messages themselves."""
import logging

from django.core.mail import EmailMultiAlternatives
from django.template.loader import render_to_string

log = logging.getLogger(__name__)


def send_digest(user, summary: dict) -> None:
    body = render_to_string("digest/weekly.txt", {"user": user, **summary})
    html = render_to_string("digest/weekly.html", {"user": user, **summary})
    msg = EmailMultiAlternatives("Your week on Ledgerly", body, to=[user.email])
    msg.attach_alternative(html, "text/html")
    msg.send()
    log.info("digest sent user=%s", user.pk)


def send_reminder(invoice, nth: int) -> None:
    body = render_to_string("digest/reminder.txt", {"invoice": invoice, "nth": nth})
    msg = EmailMultiAlternatives(
        f"Reminder: invoice {invoice.number} is overdue",
        body,
        to=[invoice.customer.email],
    )
    msg.send()
    log.info("reminder %s sent invoice=%s", nth, invoice.number)


def summarize_week(user, week_start) -> dict:
    invoices = user.invoice_set.filter(due_on__gte=week_start)
    return {
        "week_start": week_start,
        "open": invoices.filter(paid_at__isnull=True).count(),
        "paid": invoices.filter(paid_at__isnull=False).count(),
    }
