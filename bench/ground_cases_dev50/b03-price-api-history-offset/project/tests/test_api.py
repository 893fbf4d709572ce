from tests.conftest import add_rows

BODY = {"ward": "世田谷区", "floor_area_m2": 55.2, "built_year": 2008, "floor": 4, "walk_minutes": 7}


def test_healthz(client):
    assert client.get("/healthz").json() == {"ok": True}


def test_predict_rounds_to_thousand_yen(client):
    r = client.post("/predict", json=BODY)
    assert r.status_code == 200
    assert r.json()["price_yen"] == 55_323_000


def test_predict_validates_floor_area(client):
    r = client.post("/predict", json={**BODY, "floor_area_m2": 0})
    assert r.status_code == 422


def test_predict_is_logged(client, log):
    client.post("/predict", json=BODY)
    assert log.count() == 1


def test_history_newest_first(client, log):
    add_rows(log, 3)
    r = client.get("/predictions/history")
    assert r.status_code == 200
    assert [row["price_yen"] for row in r.json()] == [50_000_002, 50_000_001, 50_000_000]


def test_history_stats_empty(client):
    assert client.get("/predictions/history/stats").json() == {"count": 0}
