import json
from decimal import Decimal

import pytest
from fastapi.testclient import TestClient

from app.main import app
from app.payments import wechat_notify


@pytest.fixture
def client(monkeypatch):
    monkeypatch.setattr(wechat_notify.settings, "wechat_platform_serial", "5157F09EFDC096DE15EBE81A47057A72")
    return TestClient(app)


def headers(**over):
    h = {"Wechatpay-Serial": "5157F09EFDC096DE15EBE81A47057A72", "Wechatpay-Timestamp": "1762050000",
         "Wechatpay-Nonce": "n0nce", "Wechatpay-Signature": "c2ln", "Content-Type": "application/json"}
    h.update(over)
    return h


def test_unknown_serial_is_rejected(client):
    r = client.post("/pay/wechat/notify", content=b"{}", headers=headers(**{"Wechatpay-Serial": "X"}))
    assert r.status_code == 401


def test_signature_uses_raw_body(client, monkeypatch):
    raw = b'{"id": "EV-1",  "event_type": "TRANSACTION.SUCCESS"}'
    seen = {}

    def fake_verify(*, timestamp, nonce, body, signature):
        seen["body"] = body
        return False

    monkeypatch.setattr(wechat_notify, "verify_signature", fake_verify)
    client.post("/pay/wechat/notify", content=raw, headers=headers())
    assert seen["body"] == raw.decode()
