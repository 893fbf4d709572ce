import pytest

from orders.models import Customer, Order
from orders.services import OrderError, cancel_order, mark_paid, refund_order

pytestmark = pytest.mark.django_db


@pytest.fixture
def order():
    customer = Customer.objects.create(name="Ana", email="ana@example.com")
    return Order.objects.create(customer=customer, number="SD-1001", total_cents=4200)


def test_mark_paid_moves_pending_to_paid(order):
    assert mark_paid(order).status == "paid"


def test_cancel_sets_timestamp(order):
    cancel_order(order)
    order.refresh_from_db()
    assert order.status == "cancelled"
    assert order.cancelled_at is not None


def test_refund_marks_order_refunded(order):
    mark_paid(order)
    refund_order(order)
    order.refresh_from_db()
    assert order.status == "refunded"
    assert order.refunded_cents == 4200


def test_refund_rejects_pending(order):
    with pytest.raises(OrderError):
        refund_order(order)
