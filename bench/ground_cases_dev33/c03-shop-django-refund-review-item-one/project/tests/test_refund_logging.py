import logging
from decimal import Decimal
from unittest import mock

import pytest

from billing.models import Order
from billing.services import _mask_card, create_refund


def test_mask_card_keeps_last_four():
    assert _mask_card("6222021234567890123") == "***************0123"
    assert _mask_card("123") == "123"
    assert _mask_card("") == "-"


@pytest.mark.django_db
@mock.patch("billing.gateway.refund", return_value="R9")
def test_refund_log_has_no_full_card(_gw, django_user_model, caplog):
    user = django_user_model.objects.create(username="buyer2")
    staff = django_user_model.objects.create(username="ops02", is_staff=True)
    order = Order.objects.create(no="SO20251101002", user=user, status=Order.Status.PAID,
                                 total_amount=Decimal("50.00"), paid_amount=Decimal("50.00"),
                                 payment_no="P002", card_number="6222021234567890123")
    with caplog.at_level(logging.INFO, logger="billing.refund"):
        create_refund(order.pk, "10.00", staff)
    assert "6222021234567890123" not in caplog.text
    assert "card=***************0123" in caplog.text
