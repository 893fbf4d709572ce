from app.charges import mark_paid


def cart(currency="EUR", price="19.99", qty=2):
    return {"customer_id": "cus_1", "currency": currency,
            "lines": [{"sku": "TEE-M", "quantity": qty, "unit_price": price}]}


def test_checkout_creates_intent(client, stripe_fake):
    r = client.post("/checkout", json=cart())
    assert r.status_code == 201
    assert stripe_fake.intents[0]["amount"] == 3998
    assert stripe_fake.intents[0]["currency"] == "eur"
    assert r.json()["order"]["amount"] == "€39.98"


def test_jpy_is_zero_decimal(client, stripe_fake):
    r = client.post("/checkout", json=cart(currency="JPY", price="1500", qty=1))
    assert stripe_fake.intents[0]["amount"] == 1500
    assert r.json()["order"]["amount"] == "¥1,500"


def test_rejects_unknown_currency(client):
    r = client.post("/checkout", json=cart(currency="CHF"))
    assert r.status_code == 422


def test_rejects_empty_cart(client):
    body = cart()
    body["lines"] = []
    assert client.post("/checkout", json=body).status_code == 422
