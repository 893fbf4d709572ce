from datetime import datetime
from datetime import timezone as dt_timezone
from decimal import Decimal

from django.test import TestCase

from orders.digest import build_daily_digest
from orders.models import Order, OrderLine, Product


def at(*args):
    return datetime(*args, tzinfo=dt_timezone.utc)


class DigestTests(TestCase):
    @classmethod
    def setUpTestData(cls):
        cls.jam = Product.objects.create(sku="JAM-1", name="Plum jam", price=Decimal("6.50"))

    def order(self, number, placed_at, total="10.00", status=Order.Status.PLACED):
        o = Order.objects.create(
            number=number, customer_name="A", customer_email="a@example.com",
            placed_at=placed_at, total=Decimal(total), status=status,
        )
        OrderLine.objects.create(order=o, product=self.jam, quantity=2, unit_price=Decimal("5.00"))
        return o

    def test_counts_yesterdays_orders(self):
        self.order("1001", at(2025, 11, 3, 15, 0), "12.00")
        self.order("1002", at(2025, 11, 3, 16, 30), "8.00")
        self.order("1003", at(2025, 11, 4, 15, 0))  # today
        d = build_daily_digest(now=at(2025, 11, 4, 13, 0))
        self.assertEqual(d.orders, 2)
        self.assertEqual(d.revenue, Decimal("20.00"))

    def test_cancelled_orders_are_left_out(self):
        self.order("1001", at(2025, 11, 3, 15, 0))
        self.order("1002", at(2025, 11, 3, 15, 5), status=Order.Status.CANCELLED)
        d = build_daily_digest(now=at(2025, 11, 4, 13, 0))
        self.assertEqual(d.orders, 1)

    def test_top_products(self):
        self.order("1001", at(2025, 11, 3, 15, 0))
        d = build_daily_digest(now=at(2025, 11, 4, 13, 0))
        self.assertEqual(d.top_products, [("Plum jam", 2)])
