from decimal import Decimal

from django.test import TestCase
from django.urls import reverse

from accounts.tests.factories import UserFactory
from orders.models import Customer, Order


class OrderListViewTests(TestCase):
    def setUp(self):
        self.user = UserFactory()
        self.client.force_login(self.user)
        self.customer = Customer.objects.create(shop=self.user.shop, name="王小明", phone="13800000000")

    def make_order(self, number, status=Order.Status.PAID):
        return Order.objects.create(shop=self.user.shop, number=number, customer=self.customer,
                                    status=status, total=Decimal("99.00"))

    def test_requires_login(self):
        self.client.logout()
        resp = self.client.get(reverse("orders:list"))
        self.assertEqual(resp.status_code, 302)

    def test_lists_own_shop_orders(self):
        self.make_order("A-1001")
        other = UserFactory()
        Order.objects.create(shop=other.shop, number="B-2001",
                             customer=Customer.objects.create(shop=other.shop, name="x"),
                             total=Decimal("1.00"))
        resp = self.client.get(reverse("orders:list"))
        self.assertContains(resp, "A-1001")
        self.assertNotContains(resp, "B-2001")

    def test_filter_by_status(self):
        self.make_order("A-1001", Order.Status.PAID)
        self.make_order("A-1002", Order.Status.CANCELLED)
        resp = self.client.get(reverse("orders:list"), {"status": "cancelled"})
        self.assertContains(resp, "A-1002")
        self.assertNotContains(resp, "A-1001")

    def test_search_by_customer_name(self):
        self.make_order("A-1001")
        resp = self.client.get(reverse("orders:list"), {"q": "小明"})
        self.assertContains(resp, "A-1001")

    def test_detail_view(self):
        order = self.make_order("A-1003")
        resp = self.client.get(reverse("orders:detail", args=[order.pk]))
        self.assertContains(resp, "王小明")
