from fastapi.testclient import TestClient

from app import main

client = TestClient(main.app)


def test_suggest_normalizes_query(monkeypatch):
    seen = {}

    def fake(prefix, limit):
        seen["prefix"] = prefix
        return ["AirPods Pro 2"]

    monkeypatch.setattr(main, "fetch_suggestions", fake)
    main.cached_suggestions.cache_clear()
    res = client.get("/suggest", params={"q": "  AirPods   PRO "})
    assert res.status_code == 200
    assert seen["prefix"] == "airpods pro"


def test_suggest_rejects_empty():
    assert client.get("/suggest", params={"q": ""}).status_code == 422
