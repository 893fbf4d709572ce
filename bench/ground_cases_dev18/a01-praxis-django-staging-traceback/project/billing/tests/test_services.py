from datetime import date, timedelta
from decimal import Decimal

import pytest
from django.core import mail

from billing.models import Invoice, InvoiceLine
from billing.services import overdue_invoices, send_reminders
from patients.tests.factories import PatientFactory

pytestmark = pytest.mark.django_db

TODAY = date(2025, 3, 10)


def make_invoice(due, status=Invoice.Status.SENT, number="R-1001", amount="80.00"):
    inv = Invoice.objects.create(number=number, patient=PatientFactory(), status=status, due_date=due)
    InvoiceLine.objects.create(invoice=inv, description="Consultation", amount=Decimal(amount))
    return inv


def test_overdue_only_sent_and_past_due():
    a = make_invoice(TODAY - timedelta(days=3), number="R-1")
    make_invoice(TODAY + timedelta(days=3), number="R-2")
    make_invoice(TODAY - timedelta(days=3), status=Invoice.Status.PAID, number="R-3")
    assert overdue_invoices(TODAY) == [a]


def test_send_reminders_sends_one_mail_per_invoice():
    make_invoice(TODAY - timedelta(days=1), number="R-10")
    make_invoice(TODAY - timedelta(days=20), number="R-11")
    assert send_reminders(TODAY) == 2
    assert len(mail.outbox) == 2


def test_reminder_mentions_days_overdue():
    make_invoice(TODAY - timedelta(days=12))
    send_reminders(TODAY)
    assert "now\n12 days overdue" in mail.outbox[0].body


def test_reminder_not_repeated_within_interval():
    make_invoice(TODAY - timedelta(days=1))
    send_reminders(TODAY)
    assert send_reminders(TODAY + timedelta(days=2)) == 0
