import pytest

from app.models import Coupon
from app.pricing import apply_coupon


def test_cash_coupon():
    assert apply_coupon(5000, Coupon(id=1, type="cash", value=1000)) == 4000


def test_cash_coupon_never_negative():
    assert apply_coupon(500, Coupon(id=1, type="cash", value=1000)) == 0


def test_percent_coupon():
    assert apply_coupon(10000, Coupon(id=2, type="percent", value=85)) == 8500


def test_percent_coupon_rounds_half_up():
    assert apply_coupon(1999, Coupon(id=2, type="percent", value=85)) == 1699
    assert apply_coupon(1001, Coupon(id=2, type="percent", value=85)) == 851


def test_full_reduction_coupon():
    c = Coupon(id=4, type="full_reduction", value=2000, threshold_fen=10000)
    assert apply_coupon(12000, c) == 10000


def test_full_reduction_threshold_uses_original_price():
    from app.models import CartLine
    from app.pricing import settle
    c = Coupon(id=4, type="full_reduction", value=2000, threshold_fen=10000)
    s = settle([CartLine(sku_id=1, price_fen=9900, qty=1)], coupon=c)
    assert s.payable_fen == 9900


def test_unknown_type():
    c = Coupon.model_construct(id=3, type="bogus", value=1)
    with pytest.raises(ValueError):
        apply_coupon(100, c)
