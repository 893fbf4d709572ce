from datetime import UTC, datetime, timedelta

from app.models import Order


def make_orders(session, n, start=datetime(2025, 11, 1, tzinfo=UTC)):
    for i in range(n):
        session.add(Order(shop_id=1, external_no=f"W{i:05d}", customer_name="テスト", total_yen=1000,
                          created_at=start + timedelta(minutes=i)))
    session.commit()


def test_first_page(client, session):
    make_orders(session, 5)
    body = client.get("/orders", params={"limit": 2}).json()
    assert [o["external_no"] for o in body["items"]] == ["W00004", "W00003"]
    assert body["has_more"] is True


def test_walks_all_pages(client, session):
    make_orders(session, 7)
    seen, cursor = [], None
    while True:
        params = {"limit": 3} | ({"cursor": cursor} if cursor else {})
        body = client.get("/orders", params=params).json()
        seen += [o["external_no"] for o in body["items"]]
        if not body["has_more"]:
            break
        cursor = body["next_cursor"]
    assert len(seen) == 7


def test_exact_multiple_has_no_empty_page(client, session):
    make_orders(session, 6)
    first = client.get("/orders", params={"limit": 3}).json()
    second = client.get("/orders", params={"limit": 3, "cursor": first["next_cursor"]}).json()
    assert len(second["items"]) == 3
    assert second["has_more"] is False
    assert second["next_cursor"] is None
