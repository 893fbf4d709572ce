from datetime import date

from django.contrib.auth.models import User
from django.test import TestCase
from django.urls import reverse

from invoices.models import Customer, Invoice


class InvoiceListTests(TestCase):
    def setUp(self):
        self.user = User.objects.create_user("ana", password="pw")
        self.customer = Customer.objects.create(owner=self.user, name="Acme", email="ap@acme.test")
        Invoice.objects.create(customer=self.customer, number="2025-001", status="paid",
                               issued_on=date(2025, 9, 1), total="100.00", currency="EUR")
        Invoice.objects.create(customer=self.customer, number="2025-002", status="open",
                               issued_on=date(2025, 10, 1), total="50.00", currency="EUR")
        self.client.login(username="ana", password="pw")

    def test_list_shows_own_invoices(self):
        resp = self.client.get(reverse("invoice_list"))
        self.assertEqual(resp.status_code, 200)
        self.assertEqual(len(resp.context["page"].object_list), 2)

    def test_newest_first(self):
        resp = self.client.get(reverse("invoice_list"))
        numbers = [i.number for i in resp.context["page"].object_list]
        self.assertEqual(numbers, ["2025-002", "2025-001"])

    def test_status_filter(self):
        resp = self.client.get(reverse("invoice_list"), {"status": "paid"})
        self.assertEqual([i.number for i in resp.context["page"].object_list], ["2025-001"])

    def test_unknown_status_ignored(self):
        resp = self.client.get(reverse("invoice_list"), {"status": "bogus"})
        self.assertEqual(len(resp.context["page"].object_list), 2)
