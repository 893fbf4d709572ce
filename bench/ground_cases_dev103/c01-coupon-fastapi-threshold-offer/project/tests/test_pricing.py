from datetime import datetime, timedelta, timezone
from decimal import Decimal

from app.models import Coupon, CouponKind
from app.pricing import apply_coupon, compute_discount, is_expired

NOW = datetime(2026, 11, 20, 4, 0, tzinfo=timezone.utc)


def make(kind=CouponKind.FIXED, value="20", min_spend="100", days=3, **kw):
    return Coupon(code="T1", kind=kind, value=Decimal(value), min_spend=Decimal(min_spend),
                  expires_at=NOW + timedelta(days=days), **kw)


def test_fixed_discount():
    assert compute_discount(make(), Decimal("150")) == Decimal("20.00")


def test_percent_discount():
    c = make(kind=CouponKind.PERCENT, value="15")
    assert compute_discount(c, Decimal("80.00")) == Decimal("12.00")


def test_percent_discount_capped():
    c = make(kind=CouponKind.PERCENT, value="30", max_discount=Decimal("50"))
    assert compute_discount(c, Decimal("400")) == Decimal("50.00")


def test_expired():
    assert is_expired(make(days=-1), NOW)


def test_apply_over_threshold():
    res = apply_coupon(make(), Decimal("180"), NOW)
    assert res["ok"] and res["payable"] == Decimal("160.00")


def test_inactive_coupon_not_applied():
    res = apply_coupon(make(active=False), Decimal("180"), NOW)
    assert not res["ok"]
