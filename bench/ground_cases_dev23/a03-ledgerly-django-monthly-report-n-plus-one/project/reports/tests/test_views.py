from datetime import date
from decimal import Decimal

from django.contrib.auth import get_user_model
from django.test import TestCase
from django.urls import reverse

from billing.models import Customer, Invoice


class MonthlySummaryTests(TestCase):
    @classmethod
    def setUpTestData(cls):
        cls.user = get_user_model().objects.create_user("ops", password="x")
        acme = Customer.objects.create(name="Acme", email="ap@acme.test")
        globex = Customer.objects.create(name="Globex", email="ap@globex.test")
        Customer.objects.create(name="Initech", email="ap@initech.test", active=False)
        cls._inv(acme, "A-1", "120.00", date(2025, 10, 3), Invoice.Status.PAID)
        cls._inv(acme, "A-2", "80.00", date(2025, 10, 28), Invoice.Status.SENT)
        cls._inv(globex, "G-1", "500.00", date(2025, 10, 15), Invoice.Status.VOID)
        cls._inv(globex, "G-2", "45.50", date(2025, 11, 1), Invoice.Status.SENT)

    @staticmethod
    def _inv(customer, number, amount, issued, status):
        return Invoice.objects.create(customer=customer, number=number, amount=Decimal(amount),
                                      issued_at=issued, due_at=issued, status=status)

    def setUp(self):
        self.client.force_login(self.user)

    def test_totals_per_customer(self):
        res = self.client.get(reverse("reports:monthly"), {"year": 2025, "month": 10})
        rows = res.context["rows"]
        self.assertEqual([r["customer"].name for r in rows], ["Acme"])
        self.assertEqual(rows[0]["total"], Decimal("200.00"))
        self.assertEqual(rows[0]["paid"], Decimal("120.00"))

    def test_void_and_other_months_excluded(self):
        res = self.client.get(reverse("reports:monthly"), {"year": 2025, "month": 10})
        self.assertEqual(res.context["grand_total"], Decimal("200.00"))

    def test_export_csv(self):
        res = self.client.get(reverse("reports:monthly-export"), {"year": 2025, "month": 11})
        lines = res.content.decode().strip().splitlines()
        self.assertEqual(lines[1], "Globex,ap@globex.test,1,45.50")
