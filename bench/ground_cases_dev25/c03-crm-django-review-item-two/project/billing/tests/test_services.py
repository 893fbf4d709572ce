from datetime import date
from decimal import Decimal
from unittest import mock

from django.test import TestCase
from django.utils import timezone

from billing import services
from billing.models import Customer, Invoice, Plan, Subscription, SubscriptionItem


class IssueInvoiceTests(TestCase):
    def setUp(self):
        self.customer = Customer.objects.create(name="ACME", email="ap@acme.test")
        plan = Plan.objects.create(name="Pro", unit_price=Decimal("99.00"))
        self.sub = Subscription.objects.create(customer=self.customer, started_at=timezone.now())
        SubscriptionItem.objects.create(subscription=self.sub, plan=plan, quantity=3)

    def test_issue_creates_lines(self):
        inv = services.issue_invoice(self.sub, date(2025, 10, 1), date(2025, 10, 31))
        self.assertEqual(inv.lines.count(), 1)
        self.assertEqual(inv.lines.get().amount, Decimal("297.00"))

    def test_open_invoices_total(self):
        services.issue_invoice(self.sub, date(2025, 10, 1), date(2025, 10, 31))
        rows = services.list_open_invoices(self.customer.id)
        self.assertEqual(rows[0]["total"], Decimal("297.00"))


class ReminderTests(TestCase):
    @mock.patch("billing.services.send_invoice_email")
    def test_nothing_overdue(self, send):
        self.assertEqual(services.send_reminders(date(2025, 11, 1)), (0, 0))
        send.assert_not_called()
