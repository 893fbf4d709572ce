import pytest

from billing.models import Order, Subscription
from billing.webhooks import (
    handle_charge_refunded,
    handle_checkout_completed,
    handle_invoice_paid,
    handle_subscription_deleted,
)

pytestmark = pytest.mark.django_db

INVOICE = {
    "id": "in_1Q0test",
    "subscription": "sub_123",
    "lines": {"data": [{"period": {"start": 1730419200, "end": 1733011200}}]},
}


def test_invoice_paid_updates_period():
    Subscription.objects.create(stripe_id="sub_123", email="a@b.cn", plan="pro", active=False)
    handle_invoice_paid(INVOICE)
    sub = Subscription.objects.get(stripe_id="sub_123")
    assert sub.active is True
    assert sub.last_invoice_id == "in_1Q0test"


def test_checkout_marks_paid(mocker):
    mocker.patch("billing.webhooks.send_receipt.delay")
    Order.objects.create(number="SO-1001", email="a@b.cn", amount_cents=12900)
    handle_checkout_completed({"client_reference_id": "SO-1001", "payment_intent": "pi_1"})
    assert Order.objects.get(number="SO-1001").status == Order.Status.PAID


def test_subscription_deleted():
    Subscription.objects.create(stripe_id="sub_9", email="a@b.cn", plan="pro")
    handle_subscription_deleted({"id": "sub_9"})
    assert Subscription.objects.get(stripe_id="sub_9").active is False

def test_charge_refunded_marks_order():
    Order.objects.create(number="SO-3001", email="e@f.cn", amount_cents=9900, stripe_payment_intent="pi_77")
    handle_charge_refunded({"payment_intent": "pi_77"})
    assert Order.objects.get(number="SO-3001").status == Order.Status.REFUNDED
