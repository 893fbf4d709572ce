from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from coupons.models import Coupon
from coupons.services import CouponError, check, discount_for


def make(**kw):
    now = timezone.now()
    data = dict(code="FULL200", kind=Coupon.Kind.FIXED, value=Decimal("30"), min_amount=Decimal("200"),
                starts_at=now - timedelta(days=1), expires_at=now + timedelta(days=7))
    data.update(kw)
    return Coupon(**data)


def test_fixed_discount():
    assert discount_for(make(), Decimal("250.00")) == Decimal("30.00")


def test_percent_discount_rounds_to_cent():
    c = make(kind=Coupon.Kind.PERCENT, value=Decimal("15"))
    assert discount_for(c, Decimal("33.33")) == Decimal("5.00")


def test_discount_never_exceeds_total():
    assert discount_for(make(value=Decimal("50")), Decimal("20.00")) == Decimal("20.00")


def test_disabled_coupon_rejected():
    with pytest.raises(CouponError):
        check(make(is_enabled=False), Decimal("300"))


def test_threshold_is_not_rounded():
    with pytest.raises(CouponError):
        check(make(), Decimal("199.99"))
    assert check(make(), Decimal("200.00")) == Decimal("30.00")


def test_used_up_coupon_rejected():
    with pytest.raises(CouponError):
        check(make(max_uses=10, used_count=10), Decimal("300"))
