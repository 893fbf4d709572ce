import pytest

from app import create_app


@pytest.fixture()
def client():
    app = create_app({"TESTING": True})
    return app.test_client()


def place(client, sku="SKU-1001", qty=2):
    resp = client.post("/orders", json={"sku": sku, "qty": qty})
    assert resp.status_code == 201
    return resp.get_json()


def test_place_order_reserves_stock(client):
    place(client, qty=3)
    inv = client.application.extensions["inventory"]
    assert inv.level("SKU-1001") == 37


def test_out_of_stock_is_409(client):
    resp = client.post("/orders", json={"sku": "SKU-2001", "qty": 1})
    assert resp.status_code == 409


def test_cancel_releases_stock(client):
    order = place(client, qty=5)
    resp = client.post(f"/orders/{order['id']}/cancel")
    assert resp.status_code == 200
    assert client.application.extensions["inventory"].level("SKU-1001") == 40


def test_list_is_paginated(client):
    for _ in range(3):
        place(client, qty=1)
    body = client.get("/orders?page_size=2").get_json()
    assert body["total"] == 3
    assert len(body["items"]) == 2
    assert body["pages"] == 2


def test_page_size_zero_is_clamped(client):
    place(client, qty=1)
    body = client.get("/orders?page_size=0").get_json()
    assert body["page_size"] == 1


def test_list_since_filters_and_validates(client):
    place(client, qty=1)
    assert client.get("/orders?since=2000-01-01").get_json()["total"] == 1
    assert client.get("/orders?since=2999-01-01").get_json()["total"] == 0
    assert client.get("/orders?since=01/02/2025").status_code == 400
