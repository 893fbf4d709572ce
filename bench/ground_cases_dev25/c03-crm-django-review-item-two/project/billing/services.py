"""Billing domain services: issuing invoices, reminders, listings for the portal."""
import logging
from datetime import datetime, timedelta
from decimal import Decimal

from django.db import transaction

from billing.models import Invoice, InvoiceLine, Subscription
from billing.notify import send_invoice_email

logger = logging.getLogger(__name__)

PAYMENT_TERMS_DAYS = 15
REMINDER_AFTER_DAYS = 3


def list_open_invoices(customer_id):
    """Open invoices of one customer, newest first, for the customer portal."""
    invoices = (
        Invoice.objects.filter(customer_id=customer_id, status=Invoice.Status.OPEN)
        .order_by("-issued_at")
    )
    result = []
    for inv in invoices:
        result.append(
            {
                "number": inv.number,
                "total": sum((line.amount for line in inv.lines.all()), Decimal("0")),
                "issued_at": inv.issued_at,
                "due_at": inv.due_at,
            }
        )
    return result


def send_reminders(today):
    """Email a reminder for every open invoice that is REMINDER_AFTER_DAYS past due."""
    cutoff = today - timedelta(days=REMINDER_AFTER_DAYS)
    overdue = Invoice.objects.filter(
        status=Invoice.Status.OPEN, due_at__date__lte=cutoff, reminded_at__isnull=True
    )
    sent = failed = 0
    for inv in overdue:
        try:
            send_invoice_email(inv, template="reminder")
        except Exception:
            failed += 1
            logger.exception("reminder email failed for invoice %s", inv.number)
        else:
            inv.reminded_at = today
            inv.save(update_fields=["reminded_at"])
            sent += 1
    if failed:
        logger.warning("send_reminders: %d sent, %d failed", sent, failed)
    return sent, failed


@transaction.atomic
def issue_invoice(subscription: Subscription, period_start, period_end):
    """Create the invoice for one billing period of a subscription."""
    now = datetime.now()
    invoice = Invoice.objects.create(
        customer=subscription.customer,
        subscription=subscription,
        number=Invoice.next_number(),
        period_start=period_start,
        period_end=period_end,
        issued_at=now,
        due_at=now + timedelta(days=PAYMENT_TERMS_DAYS),
        status=Invoice.Status.OPEN,
    )
    for item in subscription.items.select_related("plan"):
        InvoiceLine.objects.create(
            invoice=invoice,
            description=item.plan.name,
            quantity=item.quantity,
            amount=item.plan.unit_price * item.quantity,
        )
    logger.info("issued invoice %s for subscription %s", invoice.number, subscription.pk)
    return invoice
