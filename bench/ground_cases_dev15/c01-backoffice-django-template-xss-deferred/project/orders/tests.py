from decimal import Decimal

from django.contrib.auth.models import User
from django.test import TestCase
from django.urls import reverse

from .models import Customer, Order


class OrderViewsTests(TestCase):
    @classmethod
    def setUpTestData(cls):
        cls.user = User.objects.create_user("ops", password="pw")
        cls.customer = Customer.objects.create(name="王小明", phone="13800000000")
        cls.paid = Order.objects.create(number="A1001", customer=cls.customer, total=Decimal("99.00"), status=Order.Status.PAID)
        cls.pending = Order.objects.create(number="A1002", customer=cls.customer, total=Decimal("15.50"))

    def setUp(self):
        self.client.login(username="ops", password="pw")

    def test_list_requires_login(self):
        self.client.logout()
        resp = self.client.get(reverse("orders:list"))
        self.assertEqual(resp.status_code, 302)

    def test_list_shows_orders(self):
        resp = self.client.get(reverse("orders:list"))
        self.assertContains(resp, "A1001")
        self.assertContains(resp, "A1002")

    def test_detail(self):
        resp = self.client.get(reverse("orders:detail", args=[self.paid.pk]))
        self.assertContains(resp, "99.00")

    def test_export_csv(self):
        resp = self.client.get(reverse("orders:export"))
        self.assertEqual(resp["Content-Type"], "text/csv; charset=utf-8")
        self.assertIn("A1001", resp.content.decode("utf-8-sig"))
