import datetime as dt

import pytest

from coupons.models import Coupon
from coupons.services import CouponError, apply_coupon

pytestmark = pytest.mark.django_db

TODAY = dt.date(2025, 11, 20)


@pytest.fixture(autouse=True)
def fixed_today(monkeypatch):
    monkeypatch.setattr("django.utils.timezone.localdate", lambda: TODAY)


def make(**kw):
    defaults = dict(code="WINTER25", percent_off=25, valid_from=dt.date(2025, 11, 1), valid_until=dt.date(2025, 11, 30))
    defaults.update(kw)
    return Coupon.objects.create(**defaults)


def test_percent_discount():
    make()
    assert apply_coupon("winter25", user_id=1, order_id=10, subtotal=8000) == 2000


def test_expired():
    make(valid_until=dt.date(2025, 11, 10))
    with pytest.raises(CouponError) as e:
        apply_coupon("WINTER25", user_id=1, order_id=10, subtotal=8000)
    assert e.value.code == "E201"


def test_not_started():
    make(valid_from=dt.date(2025, 12, 1), valid_until=dt.date(2025, 12, 31))
    with pytest.raises(CouponError) as e:
        apply_coupon("WINTER25", user_id=1, order_id=10, subtotal=8000)
    assert e.value.code == "E202"


def test_minimum():
    make(min_subtotal=10000)
    with pytest.raises(CouponError) as e:
        apply_coupon("WINTER25", user_id=1, order_id=10, subtotal=8000)
    assert e.value.code == "E204"
