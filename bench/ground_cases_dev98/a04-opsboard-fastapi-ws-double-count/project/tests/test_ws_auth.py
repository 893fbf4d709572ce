from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

import app.main as main


@pytest.fixture
def client(monkeypatch):
    monkeypatch.setattr(main, "BOARD_TOKEN", "s3cret")
    with TestClient(main.app) as c:
        yield c


def test_rejects_missing_token(client):
    with pytest.raises(WebSocketDisconnect) as err:
        with client.websocket_connect("/ws"):
            pass
    assert err.value.code == 1008


def test_rejects_wrong_token(client):
    with pytest.raises(WebSocketDisconnect):
        with client.websocket_connect("/ws?token=nope"):
            pass


def test_accepts_right_token_and_sends_snapshot(client):
    with client.websocket_connect("/ws?token=s3cret") as ws:
        ws.send_json({"op": "subscribe", "topic": "orders"})
        assert ws.receive_json() == {"topic": "orders", "snapshot": 0}
