import httpx
import pytest
from fastapi.testclient import TestClient

from app.main import app

CARD = {"order_id": "o-1", "amount": 1200, "card_number": "4242424242424242", "exp": "12/29",
        "cvc": "123", "email": "taro@example.com"}


@pytest.fixture
def client():
    return TestClient(app)


def test_charge_succeeds(client, monkeypatch):
    async def fake(settings, body):
        return httpx.Response(200, json={"id": "ch_1"})

    monkeypatch.setattr("app.payments._call_psp", fake)
    res = client.post("/payments/charges", json=CARD)
    assert res.status_code == 200
    assert res.json()["charge_id"] == "ch_1"


def test_charge_declined(client, monkeypatch):
    async def fake(settings, body):
        return httpx.Response(402, json={"decline_code": "insufficient_funds"})

    monkeypatch.setattr("app.payments._call_psp", fake)
    assert client.post("/payments/charges", json=CARD).status_code == 402
