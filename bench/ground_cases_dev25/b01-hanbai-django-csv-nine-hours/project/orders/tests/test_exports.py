import csv
import io
from datetime import date, datetime, timezone as dt_timezone
from decimal import Decimal

from django.test import TestCase

from customers.models import Customer
from orders.exports import HEADER, export_orders_csv
from orders.models import Order


class ExportOrdersCsvTests(TestCase):
    def setUp(self):
        self.customer = Customer.objects.create(name="株式会社サンプル", kana="サンプル")
        self.order = Order.objects.create(number="A-0001", customer=self.customer, subtotal=Decimal("12000"),
                                          payment_method=Order.PaymentMethod.BANK)
        Order.objects.filter(pk=self.order.pk).update(created_at=datetime(2024, 3, 1, 10, 30, tzinfo=dt_timezone.utc))
        self.order.refresh_from_db()

    def _rows(self):
        return list(csv.reader(io.StringIO(export_orders_csv([self.order]))))

    def test_header(self):
        self.assertEqual(self._rows()[0], HEADER)

    def test_row_values(self):
        row = self._rows()[1]
        self.assertEqual(row[0], "A-0001")
        self.assertEqual(row[1], "2024/03/01 10:30")
        self.assertEqual(row[3], "銀行振込")
        self.assertEqual(row[4:7], ["12000", "1200", "13200"])

    def test_shipped_on_blank_until_shipped(self):
        self.assertEqual(self._rows()[1][7], "")
        self.order.shipped_on = date(2024, 3, 4)
        self.assertEqual(self._rows()[1][7], "2024/03/04")
