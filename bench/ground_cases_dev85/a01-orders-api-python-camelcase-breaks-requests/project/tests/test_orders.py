from tests.conftest import make_order


def test_create_and_get(client):
    created = make_order(client)
    r = client.get(f"/orders/{created['id']}")
    assert r.status_code == 200
    assert r.json()["customerId"] == "c-100"
    assert r.json()["totalAmount"] == "19.90"


def test_list_paginates(client):
    for _ in range(5):
        make_order(client)
    page = client.get("/orders", params={"limit": 2, "offset": 2}).json()
    assert len(page["items"]) == 2
    assert page["totalCount"] == 5
    assert page["nextOffset"] == 4


def test_unknown_order_is_404(client):
    assert client.get("/orders/999").status_code == 404


def test_cannot_reopen_paid_order(client):
    created = make_order(client)
    assert client.post(f"/orders/{created['id']}/status", json={"status": "paid"}).status_code == 200
    r = client.post(f"/orders/{created['id']}/status", json={"status": "cancelled"})
    assert r.status_code == 409


def test_rejects_lowercase_currency(client):
    r = client.post("/orders", json={"customer_id": "c-1", "total_amount": "5.00", "currency": "eur"})
    assert r.status_code == 422
