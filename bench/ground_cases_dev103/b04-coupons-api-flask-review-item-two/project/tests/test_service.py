from datetime import date

import pytest

from app.models import Coupon, CouponError
from app.repo import CouponRepo
from app.service import preview, redeem


@pytest.fixture
def repo():
    r = CouponRepo()
    r.add(Coupon("A500", 500, date(2025, 11, 30), max_uses=2))
    return r


def test_redeem_counts_uses(repo):
    redeem(repo, "a500", date(2025, 11, 1))
    assert repo.get("A500").uses == 1


def test_used_up(repo):
    redeem(repo, "A500", date(2025, 11, 1))
    redeem(repo, "A500", date(2025, 11, 1))
    with pytest.raises(CouponError) as e:
        redeem(repo, "A500", date(2025, 11, 1))
    assert e.value.code == "used_up"


def test_preview_caps_discount(repo):
    assert preview(repo, "A500", 300, date(2025, 11, 1)) == {"ok": True, "discount": 300, "total": 0}


def test_preview_expired(repo):
    assert preview(repo, "A500", 1000, date(2025, 12, 2)) == {"ok": False, "discount": 0, "total": 1000}


def test_expired_after_last_day(repo):
    with pytest.raises(CouponError):
        redeem(repo, "A500", date(2025, 12, 1))
