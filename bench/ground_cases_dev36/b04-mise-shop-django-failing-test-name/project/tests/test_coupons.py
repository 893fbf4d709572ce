from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from shop.models import Coupon
from shop.services.coupons import CouponError, apply_coupon


def make_coupon(code, **kw):
    kw.setdefault("kind", Coupon.Kind.FIXED)
    kw.setdefault("value", Decimal("500"))
    return Coupon.objects.create(code=code, **kw)


@pytest.mark.django_db
def test_fixed_coupon():
    make_coupon("WELCOME500")
    assert apply_coupon("welcome500", Decimal("3000")).amount == Decimal("500")


@pytest.mark.django_db
def test_fixed_coupon_never_exceeds_subtotal():
    make_coupon("BIG", value=Decimal("5000"))
    assert apply_coupon("BIG", Decimal("1200")).amount == Decimal("1200")


@pytest.mark.django_db
def test_percent_coupon_rounds_down():
    make_coupon("AUTUMN15", kind=Coupon.Kind.PERCENT, value=Decimal("15"))
    assert apply_coupon("AUTUMN15", Decimal("1999")).amount == Decimal("299")


@pytest.mark.django_db
def test_percent_coupon_caps_at_max_discount():
    make_coupon("BIG10", kind=Coupon.Kind.PERCENT, value=Decimal("10"), max_discount=Decimal("3000"))
    assert apply_coupon("BIG10", Decimal("50000")).amount == Decimal("3000")


@pytest.mark.django_db
def test_expired_coupon_is_rejected():
    make_coupon("OLD", expires_at=timezone.now() - timedelta(days=1))
    with pytest.raises(CouponError, match="有効期限"):
        apply_coupon("OLD", Decimal("3000"))


@pytest.mark.django_db
def test_min_subtotal():
    make_coupon("OVER5000", min_subtotal=Decimal("5000"))
    with pytest.raises(CouponError, match="5,000円以上"):
        apply_coupon("OVER5000", Decimal("4999"))
