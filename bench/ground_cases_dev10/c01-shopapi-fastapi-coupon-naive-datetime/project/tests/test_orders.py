from datetime import datetime, timezone
from decimal import Decimal

from app.models import Order


def _order(client, user_id=1, items=None):
    items = items or [{"sku": "TEA-001", "price": "35.00", "quantity": 2}]
    resp = client.post("/api/orders", json={"user_id": user_id, "items": items})
    assert resp.status_code == 201, resp.text
    return resp.json()


def test_create_order_sums_items(client):
    data = _order(client, items=[{"sku": "A", "price": "12.50", "quantity": 2},
                                 {"sku": "B", "price": "5.00", "quantity": 1}])
    assert Decimal(data["total"]) == Decimal("30.00")
    assert data["status"] == "pending"


def test_list_orders_filters_by_user(client):
    _order(client, user_id=1)
    _order(client, user_id=2)
    resp = client.get("/api/orders", params={"user_id": 2})
    assert [o["user_id"] for o in resp.json()] == [2]


def test_cancel_shipped_order_conflicts(client, db):
    order_id = _order(client)["id"]
    db.get(Order, order_id).status = "shipped"
    db.commit()
    resp = client.post(f"/api/orders/{order_id}/cancel")
    assert resp.status_code == 409


def test_export_orders_csv(client):
    _order(client, user_id=7)
    resp = client.get("/api/orders/export")
    assert resp.status_code == 200
    assert resp.headers["content-type"].startswith("text/csv")
    lines = resp.content.decode("utf-8-sig").splitlines()
    assert lines[0] == "订单号,用户ID,金额,优惠,状态,下单时间"
    assert lines[1].split(",")[1:5] == ["7", "70.00", "0.00", "pending"]


def test_export_rejects_reversed_range(client):
    resp = client.get("/api/orders/export", params={"start": "2024-03-02", "end": "2024-03-01"})
    assert resp.status_code == 400


def test_export_filters_by_date(client, db):
    old = _order(client, user_id=8)["id"]
    _order(client, user_id=9)
    db.get(Order, old).created_at = datetime(2024, 1, 1, 3, 0, tzinfo=timezone.utc)
    db.commit()
    resp = client.get("/api/orders/export", params={"start": "2024-01-01", "end": "2024-01-01"})
    rows = resp.content.decode("utf-8-sig").splitlines()[1:]
    assert [r.split(",")[1] for r in rows] == ["8"]
