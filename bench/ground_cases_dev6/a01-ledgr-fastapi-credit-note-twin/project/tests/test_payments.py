def test_get_payment(client):
    r = client.get("/payments/1")
    assert r.status_code == 200
    assert r.json()["invoice"] == "INV-2024-0001"


def test_missing_payment_is_404(client):
    assert client.get("/payments/404").status_code == 404
