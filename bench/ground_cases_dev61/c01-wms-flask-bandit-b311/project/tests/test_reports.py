def test_stock_rejects_bad_sort(client):
    r = client.get("/reports/stock?sort=qty;drop")
    assert r.status_code == 400


def test_movements_filters_by_sku(client, seed):
    r = client.get("/reports/movements?sku=A-100&days=30")
    assert r.status_code == 200
    assert all(row["sku"] == "A-100" for row in r.get_json())


def test_movements_injection_is_harmless(client, seed):
    r = client.get("/reports/movements", query_string={"sku": "x' OR '1'='1"})
    assert r.status_code == 200
    assert r.get_json() == []
