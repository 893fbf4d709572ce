def test_invoices_endpoint(client):
    body = client.get("/invoices?customer_id=1&page=1").get_json()
    assert body["total"] == 45
    assert len(body["items"]) == 20
