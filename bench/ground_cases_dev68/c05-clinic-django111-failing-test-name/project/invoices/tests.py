# -*- coding: utf-8 -*-
import datetime
from decimal import Decimal

from django.test import TestCase

from invoices.models import Invoice
from members.models import Member


class InvoicePdfTest(TestCase):

    def setUp(self):
        m = Member.objects.create(name=u"张三", phone="13800001111", branch="HQ")
        self.invoice = Invoice.objects.create(member=m, number="FP2019000123",
                                              issued=datetime.date(2019, 3, 8), amount=Decimal("320.00"))

    def test_invoice_pdf_filename(self):
        resp = self.client.get("/invoices/%d/pdf/" % self.invoice.pk)
        self.assertEqual(resp.status_code, 200)
        self.assertEqual(resp["Content-Type"], "application/pdf")
        self.assertIn('filename="invoice_FP2019000123_20190308.pdf"', resp["Content-Disposition"])

    def test_detail_has_pdf_link(self):
        resp = self.client.get("/invoices/%d/" % self.invoice.pk)
        self.assertContains(resp, "/invoices/%d/pdf/" % self.invoice.pk)
