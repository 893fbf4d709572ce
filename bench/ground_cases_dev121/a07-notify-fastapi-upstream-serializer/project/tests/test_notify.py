from fastapi.testclient import TestClient

from app.clients import accounts
from app.main import app

client = TestClient(app)


def test_notify_queues_email_and_sms(monkeypatch):
    monkeypatch.setattr("app.routes.notify.get_user",
                        lambda uid: {"id": uid, "email": "a@b.io", "phone": "+4915112345678"})
    r = client.post("/notify", json={"user_id": 7, "subject": "hi", "body": "there"})
    assert r.status_code == 200
    assert r.json()["channels"] == ["email", "sms"]


def test_upstream_failure_is_502(monkeypatch):
    def boom(uid):
        raise accounts.AccountsUnavailable("500 Internal Server Error")
    monkeypatch.setattr("app.routes.notify.get_user", boom)
    r = client.post("/notify", json={"user_id": 7, "subject": "hi", "body": "there"})
    assert r.status_code == 502
