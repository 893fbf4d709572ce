from datetime import date
from decimal import Decimal

from fastapi.testclient import TestClient

from app import db
from app.coupons import discount_for, is_expired
from app.main import app
from app.models import Coupon

client = TestClient(app)


def setup_function() -> None:
    db.seed()


def _coupon(**kw) -> Coupon:
    data = {"code": "T", "percent_off": 20, "expires_on": date(2025, 11, 11)}
    data.update(kw)
    return Coupon(**data)


def test_not_expired_before_expiry_day():
    assert not is_expired(_coupon(), today=date(2025, 11, 10))


def test_expiry_day_behaviour():
    # current behaviour: the coupon is already rejected on its expiry day
    assert is_expired(_coupon(), today=date(2025, 11, 11))


def test_discount_below_min_total_is_zero():
    assert discount_for(_coupon(min_total=Decimal("99")), Decimal("50")) == Decimal("0")


def test_discount_rounds_half_up():
    assert discount_for(_coupon(percent_off=15), Decimal("10.10")) == Decimal("1.52")


def test_apply_unknown_code_404():
    resp = client.post("/coupons/apply", json={"code": "nope", "total": "10"})
    assert resp.status_code == 404
