import csv
import io
from datetime import datetime
from unittest import mock
from zoneinfo import ZoneInfo

from django.core.management import call_command
from django.test import TestCase

from orders.models import Order

JST = ZoneInfo("Asia/Tokyo")


def make_order(n, **kw):
    defaults = dict(
        order_no=f"A{n:06d}",
        ordered_at=datetime(2025, 10, 1, 12, 0, tzinfo=JST),
        customer_email=f"user{n}@example.com",
        total=1000 + n,
        status="paid",
    )
    defaults.update(kw)
    return Order.objects.create(**defaults)


class ExportOrdersTests(TestCase):
    def export(self, *args):
        out = io.StringIO()
        call_command("export_orders", *args, stdout=out, stderr=io.StringIO())
        return list(csv.reader(io.StringIO(out.getvalue())))

    def test_header_and_row(self):
        make_order(1)
        rows = self.export()
        self.assertEqual(rows[0], ["order_no", "ordered_at", "customer_email", "total", "status"])
        self.assertEqual(rows[1], ["A000001", "2025-10-01 12:00:00", "user1@example.com", "1001", "paid"])

    def test_only_paid_by_default(self):
        make_order(1)
        make_order(2, status="cancelled")
        rows = self.export()
        self.assertEqual(len(rows), 2)

    def test_since_is_jst_midnight(self):
        make_order(1, ordered_at=datetime(2025, 9, 30, 23, 59, tzinfo=JST))
        make_order(2, ordered_at=datetime(2025, 10, 1, 0, 0, tzinfo=JST))
        rows = self.export("--since", "2025-10-01")
        self.assertEqual([r[0] for r in rows[1:]], ["A000002"])

    @mock.patch("orders.management.commands.export_orders.CHUNK", 10)
    def test_export_chunk_boundary(self):
        for n in range(25):
            make_order(n)
        rows = self.export()
        self.assertEqual(len(rows) - 1, 25)
