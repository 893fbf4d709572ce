import json

import pytest
from werkzeug.security import generate_password_hash

from app import create_app
from app.config import TestConfig


@pytest.fixture
def client(tmp_path):
    users = tmp_path / "users.json"
    users.write_text(json.dumps({"amy": {"password_hash": generate_password_hash("pw"), "role": "lead"}}))

    class Cfg(TestConfig):
        USERS_FILE = str(users)

    return create_app(Cfg).test_client()


def test_me_requires_login(client):
    assert client.get("/api/me").status_code == 401


def test_me_returns_user_after_login(client):
    assert client.post("/api/login", json={"username": "amy", "password": "pw"}).status_code == 200
    resp = client.get("/api/me")
    assert resp.status_code == 200
    assert resp.get_json() == {"user": "amy", "role": "lead"}


def test_me_after_logout(client):
    client.post("/api/login", json={"username": "amy", "password": "pw"})
    client.post("/api/logout")
    assert client.get("/api/me").status_code == 401
