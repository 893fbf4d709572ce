from unittest.mock import AsyncMock, patch


def test_readyz_ok(client):
    with patch("app.health._check_db", AsyncMock()), patch("app.health._check_redis", AsyncMock()):
        r = client.get("/readyz")
    assert r.status_code == 200
    assert r.json()["checks"] == {"db": "ok", "redis": "ok"}


def test_readyz_db_down(client):
    with patch("app.health._check_db", AsyncMock(side_effect=OSError("refused"))), \
         patch("app.health._check_redis", AsyncMock()):
        r = client.get("/readyz")
    assert r.status_code == 503
    assert r.json()["checks"]["db"] == "fail"
