from datetime import timedelta
from decimal import Decimal

from django.contrib.auth import get_user_model
from django.test import TestCase
from django.utils import timezone

from orders.models import Coupon, Order, OrderLine
from orders.services import apply_coupon, calculate_total, shipping_fee


class ApplyCouponTests(TestCase):
    def setUp(self):
        self.coupon = Coupon.objects.create(
            code="AUTUMN10",
            kind=Coupon.Kind.PERCENT,
            value=Decimal("10"),
            min_amount=Decimal("3000"),
            expires_at=timezone.now() + timedelta(days=7),
        )

    def test_percent(self):
        self.assertEqual(apply_coupon(Decimal("4000"), self.coupon), Decimal("3600"))

    def test_below_minimum_is_ignored(self):
        self.assertEqual(apply_coupon(Decimal("2000"), self.coupon), Decimal("2000"))

    def test_expired_is_ignored(self):
        self.coupon.expires_at = timezone.now() - timedelta(minutes=1)
        self.assertEqual(apply_coupon(Decimal("4000"), self.coupon), Decimal("4000"))


class ShippingFeeTests(TestCase):
    def test_free_over_threshold(self):
        self.assertEqual(shipping_fee(Decimal("5000"), "東京都"), Decimal("0"))

    def test_remote(self):
        self.assertEqual(shipping_fee(Decimal("1000"), "沖縄県"), Decimal("1200"))


class CalculateTotalTests(TestCase):
    def setUp(self):
        self.user = get_user_model().objects.create_user("taro", "taro@example.com", "pw")

    def _order(self, coupon=None):
        order = Order.objects.create(customer=self.user, prefecture="東京都", coupon=coupon)
        OrderLine.objects.create(order=order, sku="TS-001", name="Tシャツ", unit_price=Decimal("2500"), quantity=1)
        return order

    def test_total_without_coupon(self):
        totals = calculate_total(self._order())
        self.assertEqual(totals["subtotal"], Decimal("2500"))
        self.assertEqual(totals["shipping"], Decimal("600"))
        self.assertEqual(totals["tax"], Decimal("250"))
        self.assertEqual(totals["total"], Decimal("3350"))
