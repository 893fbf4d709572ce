from app import api
from app.charges import mark_paid


def paid_order(client, price="50.00"):
    r = client.post("/checkout", json={"customer_id": "cus_1", "currency": "EUR",
                                       "lines": [{"sku": "BAG", "quantity": 1, "unit_price": price}]})
    order_id = r.json()["order"]["id"]
    mark_paid(api.app.dependency_overrides[api.get_store]().get(order_id))
    return order_id


def test_full_refund(client, stripe_fake):
    oid = paid_order(client)
    r = client.post(f"/orders/{oid}/refunds", json={})
    assert r.status_code == 201
    assert stripe_fake.refunds[0]["amount"] == 5000
    assert r.json()["status"] == "refunded"


def test_partial_then_rest(client, stripe_fake):
    oid = paid_order(client)
    r = client.post(f"/orders/{oid}/refunds", json={"amount": "10.00"})
    assert r.json()["status"] == "partially_refunded"
    assert stripe_fake.refunds[0]["amount"] == 1000
    r = client.post(f"/orders/{oid}/refunds", json={})
    assert stripe_fake.refunds[1]["amount"] == 4000
    assert r.json()["status"] == "refunded"


def test_refund_more_than_left(client):
    oid = paid_order(client)
    client.post(f"/orders/{oid}/refunds", json={"amount": "45.00"})
    assert client.post(f"/orders/{oid}/refunds", json={"amount": "10.00"}).status_code == 409


def test_second_refund_conflicts(client):
    oid = paid_order(client)
    client.post(f"/orders/{oid}/refunds", json={})
    assert client.post(f"/orders/{oid}/refunds", json={}).status_code == 409
