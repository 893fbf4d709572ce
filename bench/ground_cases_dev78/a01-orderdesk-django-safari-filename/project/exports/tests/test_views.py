from datetime import datetime, timezone

import pytest

from orders.models import Customer, Order, Shop


@pytest.fixture
def shop(db):
    s = Shop.objects.create(name="東京本店", code="tokyo")
    c = Customer.objects.create(name="山田 花子", name_kana="ヤマダ ハナコ", email="h@example.jp")
    Order.objects.create(shop=s, customer=c, number="A-1001", total_yen=5400,
                         placed_at=datetime(2025, 11, 1, 3, 0, tzinfo=timezone.utc))
    return s


def test_export_has_header_and_row(client, shop):
    resp = client.get("/exports/orders/tokyo.csv")
    assert resp.status_code == 200
    body = resp.content.decode("utf-8-sig")
    assert "注文番号" in body
    assert "山田 花子" in body


def test_export_is_attachment(client, shop):
    resp = client.get("/exports/orders/tokyo.csv")
    assert resp["Content-Disposition"].startswith("attachment;")


def test_unknown_shop_404(client, db):
    assert client.get("/exports/orders/nope.csv").status_code == 404
