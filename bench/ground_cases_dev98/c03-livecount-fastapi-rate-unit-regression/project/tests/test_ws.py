from fastapi.testclient import TestClient

from app.main import app
from app.ws import ConnectionManager


def test_dashboard_gets_snapshot_on_connect():
    with TestClient(app) as client:
        with client.websocket_connect("/ws/dashboard") as ws:
            data = ws.receive_json()
            assert data["online"] == 1


def test_event_is_pushed_to_dashboard():
    with TestClient(app) as client:
        with client.websocket_connect("/ws/dashboard") as ws:
            ws.receive_json()
            assert client.post("/events/login").status_code == 202
            data = ws.receive_json()
            assert data["totals"]["login"] >= 1


def test_ping_gets_pong():
    with TestClient(app) as client:
        with client.websocket_connect("/ws/dashboard") as ws:
            ws.receive_json()
            ws.send_text("ping")
            assert ws.receive_text() == "pong"


def test_unknown_kind_is_404():
    with TestClient(app) as client:
        assert client.post("/events/nope").status_code == 404


def test_disconnect_twice_does_not_go_negative():
    manager = ConnectionManager()
    sock = object()
    manager.active.add(sock)
    manager.disconnect(sock)
    manager.disconnect(sock)
    assert manager.online == 0


def test_stats_filters_kinds():
    with TestClient(app) as client:
        client.post("/events/login")
        client.post("/events/error")
        body = client.get("/stats", params={"kinds": "login"}).json()
        assert list(body["totals"]) == ["login"]


def test_stats_reports_online_count():
    with TestClient(app) as client:
        assert client.get("/stats").json()["online"] == 0
