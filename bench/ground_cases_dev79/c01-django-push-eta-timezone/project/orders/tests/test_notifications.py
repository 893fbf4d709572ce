from datetime import datetime, timezone
from unittest import mock

from django.core import mail
from django.test import TestCase

from orders.models import Customer, Order, OrderLine
from orders.notifications import build_push_text, send_shipped_email


class ShippedNotificationTests(TestCase):
    def setUp(self):
        self.customer = Customer.objects.create(
            email="wang@example.com", name="王磊", language="zh-hans", timezone="Asia/Shanghai"
        )
        self.order = Order.objects.create(
            number="A1001",
            customer=self.customer,
            eta=datetime(2025, 11, 3, 9, 0, tzinfo=timezone.utc),
        )
        OrderLine.objects.create(order=self.order, sku="TEA-01", title="龙井 250g", quantity=2, unit_price="88.00")

    def test_shipped_email_body_plural(self):
        send_shipped_email(self.order)
        self.assertIn("2 件商品正在路上", mail.outbox[0].body)

    def test_shipped_email_subject_in_customer_language(self):
        send_shipped_email(self.order)
        self.assertEqual(mail.outbox[0].subject, "您的订单 A1001 已发货")

    def test_shipped_push_uses_customer_timezone(self):
        text = build_push_text(self.order)
        self.assertEqual(text, "订单 A1001 预计 2025/11/03 17:00 送达")

    def test_shipped_push_falls_back_to_default_language(self):
        self.customer.language = ""
        self.customer.save()
        with mock.patch("orders.notifications.push_client") as client:
            from orders.notifications import send_shipped_push
            send_shipped_push(self.order)
        client.send.assert_called_once()
