from unittest.mock import patch


def test_live(client):
    assert client.get("/health/live").json() == {"status": "ok"}


def test_ready_ok(client):
    r = client.get("/health/ready")
    assert r.status_code == 200
    assert r.json()["db"] == "ok"


def test_ready_is_503_when_db_is_down(client):
    with patch("app.routes.health.ping", side_effect=RuntimeError("connection refused")):
        r = client.get("/health/ready")
    assert r.status_code == 503
    assert r.json() == {"status": "degraded", "db": "down"}
