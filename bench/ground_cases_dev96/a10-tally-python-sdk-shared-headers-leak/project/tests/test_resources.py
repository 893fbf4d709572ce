def test_get_customer(client, transport):
    transport.queue(body={"id": "cus_1", "email": "a@b.c"})
    assert client.customers.get("cus_1")["email"] == "a@b.c"
    assert transport.requests[0]["url"].endswith("/customers/cus_1")


def test_create_invoice(client, transport):
    transport.queue(body={"id": "in_1"})
    client.invoices.create("cus_1", [{"amount": 500}])
    sent = transport.requests[0]
    assert sent["method"] == "POST"
    assert sent["json"] == {"customer": "cus_1", "lines": [{"amount": 500}], "currency": "usd"}


def test_iterate_follows_pages(client, transport):
    transport.queue(body={"data": [{"id": "cus_1"}, {"id": "cus_2"}], "has_more": True})
    transport.queue(body={"data": [{"id": "cus_3"}], "has_more": False})
    ids = [c["id"] for c in client.customers.iterate()]
    assert ids == ["cus_1", "cus_2", "cus_3"]
    assert "starting_after=cus_2" in transport.requests[1]["url"]


def test_finalize(client, transport):
    transport.queue(body={"id": "in_1", "status": "open"})
    assert client.invoices.finalize("in_1")["status"] == "open"
    assert transport.requests[0]["url"].endswith("/invoices/in_1/finalize")


def test_customers_filter_by_email(client, transport):
    transport.queue(body={"data": [], "has_more": False})
    client.customers.list(email="ada@example.com")
    assert "email=ada%40example.com" in transport.requests[0]["url"]


def test_list_passes_filters(client, transport):
    transport.queue(body={"data": [], "has_more": False})
    client.invoices.list(status="open")
    assert "status=open" in transport.requests[0]["url"]
