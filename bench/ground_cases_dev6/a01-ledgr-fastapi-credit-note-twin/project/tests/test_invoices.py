def test_get_invoice(client):
    r = client.get("/invoices/1")
    assert r.status_code == 200
    assert r.json()["customer"] == "Acme GmbH"


def test_missing_invoice_is_404(client):
    r = client.get("/invoices/9921")
    assert r.status_code == 404


def test_list_invoices(client):
    r = client.get("/invoices?limit=10")
    assert [i["number"] for i in r.json()] == ["INV-2024-0001"]
