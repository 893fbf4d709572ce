from fastapi.testclient import TestClient

from app.main import app


def test_healthz_is_ok():
    client = TestClient(app)
    r = client.get("/healthz")
    assert r.status_code == 200
    assert r.json()["status"] == "ok"


def test_readyz_503_without_redis(monkeypatch):
    from app import main

    async def boom():
        raise ConnectionError("nope")

    monkeypatch.setattr(main.redis, "ping", boom)
    client = TestClient(app)
    r = client.get("/readyz")
    assert r.status_code == 503
