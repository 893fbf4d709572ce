from fastapi.testclient import TestClient

from app.main import app

client = TestClient(app)


def test_signup_with_nickname():
    r = client.post("/users", json={"email": "a@example.com", "password": "correct-horse-1", "nickname": "ace"})
    assert r.status_code == 201
    assert r.json()["nickname"] == "ace"


def test_signup_short_password():
    r = client.post("/users", json={"email": "b@example.com", "password": "short", "nickname": "b"})
    assert r.status_code == 422


def test_update_bio():
    r = client.post("/users", json={"email": "c@example.com", "password": "correct-horse-2", "nickname": "c"})
    uid = r.json()["id"]
    r = client.patch(f"/users/{uid}", json={"bio": "hi"})
    assert r.json()["bio"] == "hi"
