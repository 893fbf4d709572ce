from fastapi.testclient import TestClient

from app.main import app

client = TestClient(app)


def test_list_orders_empty_customer():
    r = client.get("/customers/999/orders")
    assert r.status_code == 200
    assert r.json() == []


def test_get_order_404():
    r = client.get("/orders/424242")
    assert r.status_code == 404
