def test_v1_report_totals(client):
    body = client.get("/v1/reports/2025-10?shop_id=1").get_json()
    assert body["month"] == "2025-10"
    assert len(body["rows"]) == 2


def test_v1_bad_month(client):
    assert client.get("/v1/reports/202510").status_code == 400
