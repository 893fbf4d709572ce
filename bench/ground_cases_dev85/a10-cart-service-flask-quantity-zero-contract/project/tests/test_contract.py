"""Contract tests owned by the checkout team: each case comes from openapi.yaml. CI runs them on every PR."""
import pytest


def post(client, body):
    return client.post("/carts/c9/items", json=body)


@pytest.mark.parametrize("quantity", [-1, 100, "2", 1.5, True])
def test_quantity_out_of_schema_rejected(client, quantity):
    r = post(client, {"sku": "TEA-001", "quantity": quantity})
    assert r.status_code == 422
    assert "quantity" in r.get_json()["fields"]


def test_quantity_zero_rejected(client):
    r = post(client, {"sku": "TEA-001", "quantity": 0})
    assert r.status_code == 422
    assert r.get_json()["code"] == "validation_failed"


def test_error_body_shape(client):
    r = post(client, {"sku": "x"})
    body = r.get_json()
    assert r.status_code == 422
    assert set(body) >= {"code", "message", "fields"}
