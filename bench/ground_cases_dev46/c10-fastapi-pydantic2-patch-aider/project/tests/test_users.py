from fastapi.testclient import TestClient

from app.main import app

client = TestClient(app)


def _create(email="li@example.com"):
    r = client.post("/users", json={"name": "Li", "email": email, "password": "s3cret!"})
    assert r.status_code == 201, r.text
    return r.json()


def test_create_user_hides_password():
    body = _create("a@example.com")
    assert "password" not in body
    assert "password_hash" not in body


def test_duplicate_email_conflict():
    _create("b@example.com")
    r = client.post("/users", json={"name": "X", "email": "b@example.com", "password": "pw"})
    assert r.status_code == 409


def test_patch_user_keeps_email():
    user = _create("c@example.com")
    r = client.patch(f"/users/{user['id']}", json={"phone": "13800138000"})
    assert r.status_code == 200
    body = r.json()
    assert body["phone"] == "13800138000"
    assert body["email"] == "c@example.com"
    assert body["name"] == "Li"


def test_get_missing_user():
    assert client.get("/users/999999").status_code == 404
