from tests.conftest import make_orders


def test_first_page(client, db):
    make_orders(db, 5)
    body = client.get("/v1/orders", params={"page_size": 2}).json()
    assert [o["id"] for o in body["items"]] == [5, 4]
    assert body["has_more"] is True


def test_same_second_not_repeated(client, db):
    make_orders(db, 6, same_second=3)
    first = client.get("/v1/orders", params={"page_size": 2}).json()
    second = client.get("/v1/orders", params={"page_size": 2, "cursor": first["next_cursor"]}).json()
    ids = [o["id"] for o in first["items"] + second["items"]]
    assert ids == [6, 5, 4, 3]


def test_page_size_limit(client, db):
    assert client.get("/v1/orders", params={"page_size": 101}).status_code == 422
    assert client.get("/v1/orders", params={"page_size": 0}).status_code == 422


def test_bad_cursor(client, db):
    resp = client.get("/v1/orders", params={"cursor": "%%%"})
    assert resp.status_code == 400
    assert resp.json()["detail"]["code"] == "invalid_cursor"


def test_get_order_404(client, db):
    resp = client.get("/v1/orders/99")
    assert resp.status_code == 404
