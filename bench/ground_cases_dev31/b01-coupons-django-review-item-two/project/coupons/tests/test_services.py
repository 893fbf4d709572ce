from datetime import timedelta

import pytest
from django.utils import timezone

from coupons.models import Campaign, Coupon
from coupons.services import discount_for


@pytest.fixture
def campaign(db):
    return Campaign.objects.create(name="秋の感謝祭", starts_at=timezone.now())


def test_percent_discount_rounds_down(campaign):
    c = Coupon(code="AUTUMN10", campaign=campaign, kind=Coupon.Kind.PERCENT, percent=10)
    assert discount_for(c, 1999) == 199


def test_amount_discount_is_capped_by_price(campaign):
    c = Coupon(code="YEN500", campaign=campaign, kind=Coupon.Kind.AMOUNT, amount=500)
    assert discount_for(c, 300) == 300


def test_expired_property(campaign):
    c = Coupon(code="OLD", campaign=campaign, expires_at=timezone.now() - timedelta(days=1))
    assert c.is_expired
