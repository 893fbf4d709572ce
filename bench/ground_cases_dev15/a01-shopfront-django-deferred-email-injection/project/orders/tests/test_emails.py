from decimal import Decimal

import pytest
from django.core import mail

from orders.emails import send_order_confirmation, send_shipping_update
from orders.models import Order, OrderItem


@pytest.fixture
def order(db):
    o = Order.objects.create(
        email="ana@example.com",
        customer_first_name="Ana",
        shipping_address="Calle Mayor 1\n28013 Madrid",
        status=Order.Status.PAID,
    )
    OrderItem.objects.create(order=o, product_name="Linen shirt", sku="LS-01", quantity=2, unit_price=Decimal("39.00"))
    return o


def test_confirmation_goes_to_customer_and_warehouse(order, settings):
    settings.WAREHOUSE_EMAIL = "pick@example.com"
    send_order_confirmation(order)
    assert [m.to for m in mail.outbox] == [["ana@example.com"], ["pick@example.com"]]


def test_confirmation_lists_items(order):
    send_order_confirmation(order)
    html = mail.outbox[0].alternatives[0][0]
    assert "Linen shirt" in html
    assert "78.00" in html


def test_confirmation_shows_gift_message(order):
    order.gift_message = "Happy birthday!\nLove, M"
    order.save()
    send_order_confirmation(order)
    html = mail.outbox[0].alternatives[0][0]
    assert "Gift message" in html
    assert "Happy birthday!<br>Love, M" in html


def test_confirmation_without_gift_message_has_no_heading(order):
    send_order_confirmation(order)
    assert "Gift message" not in mail.outbox[0].alternatives[0][0]


def test_shipping_update_needs_tracking_url(order):
    send_shipping_update(order)
    assert mail.outbox == []
    order.tracking_url = "https://track.example.com/abc"
    send_shipping_update(order)
    assert len(mail.outbox) == 1
