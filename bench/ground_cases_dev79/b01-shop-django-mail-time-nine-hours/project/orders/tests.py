from decimal import Decimal

from django.core import mail
from django.test import TestCase

from orders.emails import send_confirmation
from orders.models import Customer, Order, OrderLine


class CartTests(TestCase):
    def setUp(self):
        self.customer = Customer.objects.create(name="山田", email="yamada@example.jp")
        self.order = Order.objects.create(customer=self.customer)
        OrderLine.objects.create(order=self.order, title="緑茶", unit_price=Decimal("1200"), quantity=2)

    def test_cart_summary_en(self):
        session = self.client.session
        session["cart_order_id"] = self.order.pk
        session.save()
        res = self.client.get("/en/cart/")
        self.assertContains(res, "1 item")

    def test_confirmation_mail_sent(self):
        send_confirmation(self.order)
        self.assertEqual(len(mail.outbox), 1)
        self.assertIn("00000001", mail.outbox[0].subject)
        self.assertIn("2,400", mail.outbox[0].body)
