from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
from django.contrib.auth.models import User

from orders.models import Customer, Order

JST = ZoneInfo("Asia/Tokyo")


@pytest.fixture
def logged_in(client, db):
    user = User.objects.create_user("keiri", password="pw")
    client.force_login(user)
    return client


@pytest.fixture
def may_orders(db):
    c = Customer.objects.create(name="山田商店", name_kana="ヤマダショウテン", email="y@example.jp")
    Order.objects.create(number="A-0001", customer=c, ordered_at=datetime(2025, 5, 2, 10, tzinfo=JST),
                         subtotal=10000, tax=1000)
    Order.objects.create(number="A-0002", customer=c, ordered_at=datetime(2025, 5, 20, 15, tzinfo=JST),
                         subtotal=2500, tax=250)


def test_export_has_header(logged_in, may_orders):
    res = logged_in.get("/exports/orders.csv?month=2025-05")
    assert res.status_code == 200
    assert res.content.startswith(b"\xef\xbb\xbf")
    text = res.content.decode("utf-8-sig")
    assert text.splitlines()[0].startswith("注文番号,注文日")


def test_export_filename_is_japanese(logged_in, may_orders):
    res = logged_in.get("/exports/orders.csv?month=2025-05")
    cd = res["Content-Disposition"]
    assert 'filename="orders_2025-05.csv"' in cd
    assert "filename*=UTF-8''%E6%B3%A8%E6%96%87%E4%B8%80%E8%A6%A7_2025%E5%B9%B405%E6%9C%88.csv" in cd


def test_export_sjis(logged_in, may_orders):
    res = logged_in.get("/exports/orders.csv?month=2025-05&encoding=sjis")
    assert res["Content-Type"] == "text/csv; charset=Shift_JIS"
    assert not res.content.startswith(b"\xef\xbb\xbf")
    assert "山田商店" in res.content.decode("shift_jis")


def test_bad_month(logged_in):
    res = logged_in.get("/exports/orders.csv?month=2025/05")
    assert res.status_code == 400
