def test_v2_report_shape(client):
    body = client.get("/v2/reports/2025-10?shop_id=1").get_json()
    assert body["shopId"] == 1
    assert body["orderCount"] == 3
    assert [d["day"] for d in body["days"]] == ["2025-10-01", "2025-10-02"]
    assert body["total"] == "1200.30"
    assert body["days"][0]["amount"] == "0.30"


def test_v2_bad_month(client):
    r = client.get("/v2/reports/oct")
    assert r.status_code == 400
    assert r.get_json()["code"] == "invalid_month"
