def test_customer_404(client, repo):
    r = client.get("/v1/customers/999")
    assert r.status_code == 404
    assert r.json()["detail"]["code"] == "customer_not_found"


def test_latest_order(client, seeded):
    r = client.get(f"/v1/customers/{seeded.id}/orders/latest")
    assert r.status_code == 200
    assert r.json()["total_yen"] == 7000
