from datetime import datetime, timezone as dt_timezone

from django.contrib.auth import get_user_model
from django.test import TestCase
from django.urls import reverse

from .models import Customer, Order


class OrderViewsTest(TestCase):
    def setUp(self):
        user = get_user_model().objects.create_user("hana", password="pw")
        self.customer = Customer.objects.create(user=user)
        self.order = Order.objects.create(
            customer=self.customer, total=1200,
            placed_at=datetime(2024, 5, 1, tzinfo=dt_timezone.utc),
        )
        self.client.login(username="hana", password="pw")

    def test_list(self):
        res = self.client.get(reverse("orders:list"))
        self.assertEqual(res.status_code, 200)

    def test_cancel(self):
        self.client.post(reverse("orders:cancel", args=[self.order.pk]))
        self.order.refresh_from_db()
        self.assertEqual(self.order.status, Order.Status.CANCELLED)

    def test_export(self):
        res = self.client.get(reverse("orders:export", args=[2024]))
        self.assertIn(b"1200", res.content)
