from decimal import Decimal
from unittest.mock import patch

from app.models import Order, OrderStatus


def test_refund_more_than_refundable_is_rejected(client, paid_order):
    r = client.post(f"/orders/{paid_order.id}/refunds", json={"amount": "999.00"})
    assert r.status_code == 422


def test_full_refund_marks_order_refunded(client, paid_order, db):
    with patch("app.stripe_client.create_refund") as create:
        create.return_value.id, create.return_value.status = "re_1", "succeeded"
        r = client.post(f"/orders/{paid_order.id}/refunds", json={})
    assert r.status_code == 201
    assert create.call_args.args[1] == 4000
    assert db.get(Order, paid_order.id).status == OrderStatus.refunded


def test_partial_refund(client, paid_order, db):
    with patch("app.stripe_client.create_refund") as create:
        create.return_value.id, create.return_value.status = "re_2", "succeeded"
        client.post(f"/orders/{paid_order.id}/refunds", json={"amount": "10.00"})
    order = db.get(Order, paid_order.id)
    assert order.refunded_total == Decimal("10.00")
    assert order.status == OrderStatus.partially_refunded
