import datetime
from decimal import Decimal

from django.test import TestCase
from django.utils import timezone
from openpyxl import load_workbook
from io import BytesIO

from orders.models import Customer, ExchangeRate, Order
from reports.excel import build_orders_workbook


class ExportTest(TestCase):
    def setUp(self):
        self.c = Customer.objects.create(name="华东贸易", region="华东")

    def _rows(self):
        wb = load_workbook(BytesIO(build_orders_workbook(Order.objects.all())))
        return list(wb.active.iter_rows(min_row=2, values_only=True))

    def test_cny_order(self):
        Order.objects.create(number="SO-1", customer=self.c, currency="CNY", total_amount=Decimal("100.00"),
                             created_at=timezone.now())
        self.assertEqual(self._rows()[0][6], 100)

    def test_usd_order_uses_rate_of_the_day(self):
        day = datetime.date(2024, 3, 14)
        ExchangeRate.objects.create(date=day, currency="USD", rate=Decimal("7.1"))
        Order.objects.create(number="SO-2", customer=self.c, currency="USD", total_amount=Decimal("10.00"),
                             created_at=timezone.make_aware(datetime.datetime(2024, 3, 14, 10)))
        self.assertEqual(self._rows()[0][6], 71)
