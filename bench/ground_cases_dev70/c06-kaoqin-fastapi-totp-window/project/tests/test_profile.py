from fastapi.testclient import TestClient

from app.auth.tokens import issue_token
from app.main import app

client = TestClient(app)
AUTH = {"Authorization": f"Bearer {issue_token(1)}"}


def test_get_profile():
    resp = client.get("/me", headers=AUTH)
    assert resp.status_code == 200
    assert resp.json()["timezone"] == "Asia/Shanghai"


def test_update_locale():
    resp = client.patch("/me", json={"locale": "en-US"}, headers=AUTH)
    assert resp.status_code == 200
    assert resp.json()["locale"] == "en-US"


def test_reject_bad_timezone():
    resp = client.patch("/me", json={"timezone": "Beijing"}, headers=AUTH)
    assert resp.status_code == 422


def test_reject_unknown_locale():
    resp = client.patch("/me", json={"locale": "xx-XX"}, headers=AUTH)
    assert resp.status_code == 422
