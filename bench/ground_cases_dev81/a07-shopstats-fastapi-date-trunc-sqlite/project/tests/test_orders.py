from datetime import UTC, datetime, timedelta

from app.models import Order, Shop


def seed(session):
    shop = Shop(name="Harbor Books", currency="EUR")
    session.add(shop)
    session.flush()
    now = datetime.now(UTC)
    for i in range(3):
        session.add(Order(shop_id=shop.id, total_cents=1000 + i, created_at=now - timedelta(hours=i)))
    session.commit()
    return shop


def test_list_orders_newest_first(client, session):
    shop = seed(session)
    rows = client.get("/orders", params={"shop_id": shop.id}).json()
    assert [r["total_cents"] for r in rows] == [1000, 1001, 1002]


def test_get_order_404(client):
    assert client.get("/orders/999").status_code == 404
