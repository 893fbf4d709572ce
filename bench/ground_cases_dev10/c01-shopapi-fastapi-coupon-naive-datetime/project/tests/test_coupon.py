from datetime import datetime, timedelta, timezone
from decimal import Decimal

import pytest

from app.models import Coupon
from app.services.coupon import CouponError, validate_coupon


def make_coupon(**kw) -> Coupon:
    fields = dict(code="NEW10", discount=Decimal("10"), min_amount=Decimal("50"),
                  expires_at=datetime.utcnow() + timedelta(days=7), used_count=0, max_uses=None, active=True)
    fields.update(kw)
    return Coupon(**fields)


def test_valid_coupon_gives_discount():
    assert validate_coupon(make_coupon(), Decimal("120")) == Decimal("10")


def test_discount_never_exceeds_amount():
    coupon = make_coupon(discount=Decimal("80"), min_amount=Decimal("0"))
    assert validate_coupon(coupon, Decimal("30")) == Decimal("30")


def test_expired_coupon_rejected():
    coupon = make_coupon(expires_at=datetime.now(timezone.utc) - timedelta(days=1))
    with pytest.raises(CouponError) as exc:
        validate_coupon(coupon, Decimal("100"))
    assert exc.value.code == "coupon_expired"


def test_used_up_coupon_rejected():
    coupon = make_coupon(max_uses=100, used_count=100)
    with pytest.raises(CouponError) as exc:
        validate_coupon(coupon, Decimal("100"))
    assert exc.value.code == "coupon_used_up"


def test_amount_below_minimum_rejected():
    with pytest.raises(CouponError) as exc:
        validate_coupon(make_coupon(), Decimal("49.99"))
    assert exc.value.code == "amount_too_low"
