from datetime import date

import pytest

from billing.exports import refunds_csv, total_refunded
from billing.models import Order, Refund

pytestmark = pytest.mark.django_db


@pytest.fixture
def refund():
    order = Order.objects.create(number="SO-2001", email="c@d.cn", amount_cents=25900)
    return Refund.objects.create(order=order, amount_cents=25900, reason="damaged")


def test_csv_has_header_and_row(refund):
    out = refunds_csv(date(2000, 1, 1), date(2100, 1, 1)).splitlines()
    assert out[0].startswith("refund_id,order_number")
    assert "SO-2001" in out[1]


def test_total(refund):
    assert total_refunded(date(2000, 1, 1), date(2100, 1, 1)) == "259.00"
