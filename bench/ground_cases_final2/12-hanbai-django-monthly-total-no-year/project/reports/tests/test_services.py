from datetime import datetime
from decimal import Decimal
from zoneinfo import ZoneInfo

from django.test import TestCase

from orders.models import Order
from reports.services import monthly_breakdown, monthly_revenue, weekly_revenue

JST = ZoneInfo("Asia/Tokyo")


def make(number, channel, total, when, status="paid"):
    return Order.objects.create(number=number, channel=channel, status=status, total=total, created_at=when)


class MonthlyRevenueTests(TestCase):
    def setUp(self):
        make("A-1", "web", 12000, datetime(2025, 3, 2, 10, tzinfo=JST))
        make("A-2", "store", 8000, datetime(2025, 3, 15, 18, tzinfo=JST))
        make("A-3", "web", 5000, datetime(2025, 3, 20, 9, tzinfo=JST), status="cancelled")
        make("A-4", "web", 7000, datetime(2025, 4, 1, 0, 30, tzinfo=JST))

    def test_monthly_total(self):
        self.assertEqual(monthly_revenue(2025, 3), Decimal("20000"))

    def test_breakdown_sums_to_total(self):
        rows = monthly_breakdown(2025, 3)
        self.assertEqual(sum(r["total"] for r in rows), monthly_revenue(2025, 3))

    def test_weekly(self):
        self.assertEqual(weekly_revenue(datetime(2025, 3, 1).date()), Decimal("12000"))
