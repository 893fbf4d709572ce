from fastapi.testclient import TestClient

from app.main import app


def test_healthz_is_always_ok():
    client = TestClient(app)
    assert client.get("/healthz").json() == {"status": "ok"}


def test_request_id_is_echoed_or_generated():
    client = TestClient(app)
    assert client.get("/healthz", headers={"X-Request-ID": "abc123"}).headers["X-Request-ID"] == "abc123"
    assert len(client.get("/healthz").headers["X-Request-ID"]) == 32
