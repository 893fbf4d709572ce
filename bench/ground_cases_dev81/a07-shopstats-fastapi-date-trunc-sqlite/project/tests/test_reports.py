from datetime import UTC, datetime, timedelta

from app.models import Order, Shop


def test_daily_revenue_groups_by_day(client, session):
    shop = Shop(name="Harbor Books", currency="EUR")
    session.add(shop)
    session.flush()
    today = datetime.now(UTC).replace(hour=12, minute=0, second=0, microsecond=0)
    session.add_all([
        Order(shop_id=shop.id, total_cents=1000, created_at=today),
        Order(shop_id=shop.id, total_cents=500, created_at=today - timedelta(hours=1)),
        Order(shop_id=shop.id, total_cents=700, created_at=today - timedelta(days=1)),
        Order(shop_id=shop.id, total_cents=9900, created_at=today, refunded_at=today),
    ])
    session.commit()

    rows = client.get("/reports/daily-revenue", params={"shop_id": shop.id}).json()

    assert [(r["orders"], r["revenue_cents"]) for r in rows] == [(1, 700), (2, 1500)]
