from datetime import datetime
from datetime import timezone as dt_timezone
from decimal import Decimal

from django.contrib.auth.models import Permission, User
from django.test import TestCase
from django.urls import reverse

from orders.models import Order


class ExportTests(TestCase):
    def setUp(self):
        self.user = User.objects.create_user("ana", password="pw")
        self.user.user_permissions.add(Permission.objects.get(codename="export_orders"))
        self.client.force_login(self.user)
        Order.objects.create(
            number="1001", customer_name="Jo Park", customer_email="jo@example.com",
            placed_at=datetime(2025, 11, 1, 18, 0, tzinfo=dt_timezone.utc), total=Decimal("12.50"),
        )

    def test_requires_dates(self):
        r = self.client.get(reverse("reports:export-orders"))
        self.assertEqual(r.status_code, 400)

    def test_csv_has_header_and_rows(self):
        r = self.client.get(reverse("reports:export-orders"), {"from": "2025-11-01", "to": "2025-11-03"})
        self.assertEqual(r.status_code, 200)
        rows = r.content.decode().splitlines()
        self.assertEqual(rows[0], "Order,Placed,Customer,Email,Status,Items,Total (USD)")
        self.assertEqual(len(rows), 2)

    def test_needs_export_permission(self):
        other = User.objects.create_user("bo", password="pw")
        self.client.force_login(other)
        r = self.client.get(reverse("reports:export-orders"), {"from": "2025-11-01", "to": "2025-11-03"})
        self.assertEqual(r.status_code, 403)

    def test_bad_date_is_400(self):
        r = self.client.get(reverse("reports:export-orders"), {"from": "01/11/2025", "to": "03/11/2025"})
        self.assertEqual(r.status_code, 400)
