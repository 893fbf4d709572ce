from datetime import datetime, timedelta, timezone
from decimal import Decimal

import pytest
from fastapi.testclient import TestClient

from app import models
from app.api import app
from app.models import Coupon, CouponKind

client = TestClient(app)


@pytest.fixture(autouse=True)
def seed():
    models.clear()
    models.put(Coupon(code="SAVE20", kind=CouponKind.FIXED, value=Decimal("20"), min_spend=Decimal("100"),
                      expires_at=datetime.now(timezone.utc) + timedelta(days=7)))
    yield
    models.clear()


def test_preview_ok():
    r = client.get("/coupons/save20/preview", params={"subtotal": "150.00"})
    assert r.status_code == 200
    assert r.json()["discount"] == "20.00"
    assert r.json()["payable"] == "130.00"


def test_preview_unknown_code():
    r = client.get("/coupons/NOPE/preview", params={"subtotal": "150"})
    assert r.status_code == 404


def test_preview_rejects_zero_subtotal():
    r = client.get("/coupons/SAVE20/preview", params={"subtotal": "0"})
    assert r.status_code == 422
