from decimal import Decimal
from unittest import mock

import pytest

from billing.models import Order
from billing.services import RefundError, create_refund


@pytest.fixture
def paid_order(django_user_model):
    user = django_user_model.objects.create(username="buyer")
    return Order.objects.create(no="SO20251101001", user=user, status=Order.Status.PAID,
                                total_amount=Decimal("100.00"), paid_amount=Decimal("100.00"),
                                payment_no="P001", card_number="6222021234567890123")


@pytest.fixture
def staff(django_user_model):
    return django_user_model.objects.create(username="ops01", is_staff=True)


@pytest.mark.django_db
@mock.patch("billing.gateway.refund", return_value="R1")
def test_full_refund_sets_status(_gw, paid_order, staff):
    create_refund(paid_order.pk, "100.00", staff)
    paid_order.refresh_from_db()
    assert paid_order.status == Order.Status.REFUNDED


@pytest.mark.django_db
def test_zero_amount_rejected(paid_order, staff):
    with pytest.raises(RefundError):
        create_refund(paid_order.pk, "0", staff)
