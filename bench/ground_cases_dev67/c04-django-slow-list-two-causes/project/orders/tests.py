from decimal import Decimal

from django.test import TestCase
from rest_framework.test import APIClient

from orders.models import Customer, Order, OrderItem


class OrderListTests(TestCase):
    def setUp(self):
        self.client = APIClient()
        c = Customer.objects.create(name="李雷", phone="13900000000")
        for i in range(3):
            o = Order.objects.create(number=f"N{i}", customer=c, status="paid", total=Decimal("10"))
            OrderItem.objects.create(order=o, sku="A", qty=1, price=Decimal("10"))

    def test_list_has_item_count(self):
        res = self.client.get("/admin-api/orders/")
        self.assertEqual(res.status_code, 200)
        self.assertEqual(res.json()["results"][0]["item_count"], 1)

    def test_filter_by_status(self):
        res = self.client.get("/admin-api/orders/?status=refunded")
        self.assertEqual(res.json()["count"], 0)

    def test_filter_by_phone(self):
        res = self.client.get("/admin-api/orders/?phone=13900000000")
        self.assertEqual(res.json()["count"], 3)

    def test_days_window(self):
        res = self.client.get("/admin-api/orders/?days=1")
        self.assertEqual(res.json()["count"], 3)

    def test_detail_has_items(self):
        order = Order.objects.get(number="N0")
        res = self.client.get(f"/admin-api/orders/{order.id}/")
        self.assertEqual(len(res.json()["items"]), 1)
