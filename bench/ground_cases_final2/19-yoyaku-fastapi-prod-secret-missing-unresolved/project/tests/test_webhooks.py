from fastapi.testclient import TestClient

from app.config import settings
from app.main import app

client = TestClient(app)


def test_rejects_without_secret(monkeypatch):
    monkeypatch.setattr(settings, "stripe_webhook_secret", None)
    res = client.post("/webhooks/stripe", content=b"{}", headers={"stripe-signature": "t=1,v1=x"})
    assert res.status_code == 500


def test_rejects_bad_signature(monkeypatch):
    monkeypatch.setattr(settings, "stripe_webhook_secret", "whsec_test")
    res = client.post("/webhooks/stripe", content=b"{}", headers={"stripe-signature": "t=1,v1=bad"})
    assert res.status_code == 400
