from datetime import timedelta

import pytest
from django.utils import timezone

from coupons.models import Coupon, CouponTemplate


@pytest.fixture
def tpl(db):
    return CouponTemplate.objects.create(name="满100减10", discount_fen=1000, threshold_fen=10000, valid_days=7)


def test_issue_sets_valid_until(tpl):
    c = Coupon.issue(tpl, user_id=42)
    assert c.valid_until == timezone.localdate() + timedelta(days=6)


def test_usable_on_last_day(tpl):
    c = Coupon.objects.create(template=tpl, user_id=1, valid_until=timezone.localdate())
    assert not c.is_expired()


def test_expired_the_day_after_valid_until(tpl):
    c = Coupon.objects.create(template=tpl, user_id=1, valid_until=timezone.localdate() - timedelta(days=1))
    assert c.is_expired()


def test_threshold(tpl):
    c = Coupon.issue(tpl, user_id=1)
    assert not c.can_use(9999)
    assert c.can_use(10000)


def test_use_twice_raises(tpl):
    c = Coupon.issue(tpl, user_id=1)
    c.use(20000)
    with pytest.raises(ValueError):
        c.use(20000)
