from unittest import mock

import pytest
from django.test import Client

from payments.models import LedgerEntry, Order

pytestmark = pytest.mark.django_db


def _event(event_id, type_, obj):
    return {"id": event_id, "type": type_, "data": {"object": obj}}


@pytest.fixture
def order():
    return Order.objects.create(number="A-10001", payment_intent_id="pi_123", amount=4980)


def _post(event):
    with mock.patch("payments.webhooks._construct_event", return_value=event):
        return Client().post("/webhooks/stripe/", data=b"{}", content_type="application/json")


def test_succeeded_marks_paid(order):
    res = _post(_event("evt_1", "payment_intent.succeeded", {"id": "pi_123", "amount_received": 4980}))
    assert res.status_code == 200
    order.refresh_from_db()
    assert order.status == Order.Status.PAID
    assert LedgerEntry.objects.filter(order=order).count() == 1


def test_duplicate_event_is_processed_once(order):
    event = _event("evt_dup", "payment_intent.succeeded", {"id": "pi_123", "amount_received": 4980})
    assert _post(event).status_code == 200
    assert _post(event).status_code == 200
    assert LedgerEntry.objects.filter(order=order).count() == 1


def test_failed_marks_failed(order):
    _post(_event("evt_2", "payment_intent.payment_failed", {"id": "pi_123"}))
    order.refresh_from_db()
    assert order.status == Order.Status.FAILED


def test_partial_then_full_refund(order):
    _post(_event("evt_p", "payment_intent.succeeded", {"id": "pi_123", "amount_received": 4980}))
    _post(_event("evt_r1", "charge.refunded", {"payment_intent": "pi_123", "amount_refunded": 1000, "refunded": False}))
    _post(_event("evt_r2", "charge.refunded", {"payment_intent": "pi_123", "amount_refunded": 4980, "refunded": True}))
    order.refresh_from_db()
    assert order.refunded_amount == 4980
    assert order.status == Order.Status.REFUNDED
    refunds = LedgerEntry.objects.filter(order=order, kind=LedgerEntry.Kind.REFUND)
    assert [e.amount for e in refunds.order_by("pk")] == [-1000, -3980]


def test_unknown_event_is_ignored(order):
    res = _post(_event("evt_3", "customer.created", {"id": "cus_1"}))
    assert res.status_code == 204
