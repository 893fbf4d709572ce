from decimal import Decimal

from django.contrib.auth import get_user_model
from django.test import TestCase
from rest_framework.test import APIClient

from accounts.models import Shop
from orders.models import Customer, Order


class OrderApiTests(TestCase):
    def setUp(self):
        self.shop = Shop.objects.create(name="测试店")
        self.user = get_user_model().objects.create_user("op", password="x")
        self.user.shop = self.shop
        self.user.save()
        self.client = APIClient()
        self.client.force_authenticate(self.user)
        c = Customer.objects.create(shop=self.shop, name="张三")
        for i in range(3):
            Order.objects.create(shop=self.shop, customer=c, number=f"SO{i:04d}", total=Decimal("10.00"))

    def test_list_orders(self):
        resp = self.client.get("/api/orders/")
        self.assertEqual(resp.status_code, 200)
        self.assertEqual(resp.json()["count"], 3)

    def test_filter_by_status(self):
        resp = self.client.get("/api/orders/?status=paid")
        self.assertEqual(resp.json()["count"], 0)

    def test_export_csv(self):
        resp = self.client.get("/api/orders/export/")
        self.assertEqual(resp.status_code, 200)
        self.assertIn("text/csv", resp["Content-Type"])
        self.assertIn("SO0001", resp.content.decode("utf-8-sig"))
