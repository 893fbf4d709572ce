def add(client, **body):
    return client.post("/carts/c1/items", json=body)


def test_add_item(client):
    r = add(client, sku="TEA-001", quantity=2)
    assert r.status_code == 201
    assert r.get_json()["quantity"] == 2


def test_same_sku_adds_up(client):
    add(client, sku="TEA-001", quantity=2)
    r = add(client, sku="TEA-001", quantity=3)
    assert r.get_json()["quantity"] == 5


def test_bad_sku(client):
    r = add(client, sku="tea", quantity=1)
    assert r.status_code in (400, 422)


def test_list_items(client):
    add(client, sku="TEA-001", quantity=1)
    add(client, sku="MUG-002", quantity=1)
    body = client.get("/carts/c1/items").get_json()
    assert body["count"] == 2
