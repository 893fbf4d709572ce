from tests.conftest import add_rows


def test_stats_filter_by_model_version(client, log):
    add_rows(log, 2, "v4")
    add_rows(log, 3, "v5")
    r = client.get("/predictions/history/stats", params={"model_version": "v4"})
    assert r.json()["count"] == 2
    assert r.json()["max_price_yen"] == 50_000_001


def test_filter_since(client, log):
    add_rows(log, 2)
    r = client.get("/predictions/history", params={"since": "2025-10-01"})
    assert r.json() == []


def test_history_size_is_capped(client, log):
    add_rows(log, 150)
    r = client.get("/predictions/history", params={"size": 500})
    assert r.headers["X-Total-Count"] == "150"
    assert len(r.json()) <= 100


def test_history_page_must_be_positive(client):
    assert client.get("/predictions/history", params={"page": 0}).status_code == 422


def test_stats(client, log):
    add_rows(log, 3)
    stats = client.get("/predictions/history/stats").json()
    assert stats["count"] == 3
    assert stats["median_price_yen"] == 50_000_001
