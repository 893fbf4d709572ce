from decimal import Decimal
from io import BytesIO

from django.test import TestCase
from openpyxl import load_workbook

from orders.exports import HEADERS, build_workbook
from orders.models import Customer, Order, OrderLine


class BuildWorkbookTests(TestCase):
    @classmethod
    def setUpTestData(cls):
        customer = Customer.objects.create(number="C-100", name="Prairie Feed & Supply")
        for n in range(3):
            order = Order.objects.create(number=f"SO-{n:05d}", customer=customer, net_total=Decimal("120.50"))
            OrderLine.objects.create(order=order, sku="FD-20", quantity=2, unit_price=Decimal("60.25"))

    def _sheet(self):
        data = build_workbook(Order.objects.order_by("number"))
        return load_workbook(BytesIO(data)).active

    def test_header_and_rows(self):
        ws = self._sheet()
        self.assertEqual([c.value for c in ws[1]], HEADERS)
        self.assertEqual(ws.max_row, 4)
        self.assertEqual(ws["A2"].value, "SO-00000")
        self.assertEqual(ws["E2"].value, 1)

    def test_columns_are_sized_to_content(self):
        ws = self._sheet()
        self.assertEqual(ws.column_dimensions["C"].width, len("Prairie Feed & Supply") + 2)
