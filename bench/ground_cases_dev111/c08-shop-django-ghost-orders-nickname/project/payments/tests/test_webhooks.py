import hashlib
import hmac
import time

import pytest

from orders.models import Order
from payments.webhooks import handle_payment_event, verify_signature

SECRET = "whsec_test"


def sign(body: bytes, ts: int) -> str:
    sig = hmac.new(SECRET.encode(), f"{ts}.".encode() + body, hashlib.sha256).hexdigest()
    return f"t={ts},v1={sig}"


def test_signature_ok():
    now = int(time.time())
    assert verify_signature(b"{}", sign(b"{}", now), SECRET, now=now)


def test_signature_too_old():
    now = int(time.time())
    assert not verify_signature(b"{}", sign(b"{}", now - 3600), SECRET, now=now)


@pytest.mark.django_db
def test_paid_event_marks_order():
    Order.objects.create(number="A1001", amount_cents=5000)
    handle_payment_event({"id": "evt_1", "data": {"order_number": "A1001", "status": "paid"}})
    assert Order.objects.get(number="A1001").status == Order.PAID


@pytest.mark.django_db
def test_unknown_status_ignored():
    Order.objects.create(number="A1002", amount_cents=5000)
    handle_payment_event({"id": "evt_2", "data": {"order_number": "A1002", "status": "processing"}})
    assert Order.objects.get(number="A1002").status == Order.PENDING
