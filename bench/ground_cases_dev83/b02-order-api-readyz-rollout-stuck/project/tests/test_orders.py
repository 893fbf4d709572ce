from app.routes import orders


def test_router_prefix():
    assert orders.router.prefix == "/orders"


def test_healthz(client):
    r = client.get("/healthz")
    assert r.status_code == 200
    assert r.json() == {"status": "ok"}
