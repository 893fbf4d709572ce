import pytest

from app import create_app
from app.limits import reset


@pytest.fixture
def client():
    reset()
    app = create_app({"TESTING": True, "SQLALCHEMY_DATABASE_URI": "sqlite://"})
    return app.test_client()


def signup(client, email="amy@example.com", password="s3cret-pass", **extra):
    return client.post("/auth/signup", json={"email": email, "password": password, **extra})


def test_signup_then_login(client):
    assert signup(client).status_code == 201
    res = client.post("/auth/login", json={"email": "amy@example.com", "password": "s3cret-pass"})
    assert res.status_code == 200
    assert res.get_json()["nickname"] == "amy"


def test_email_is_case_insensitive_on_signup(client):
    assert signup(client, email="Amy@Example.com").status_code == 201
    assert signup(client, email="amy@example.com").status_code == 409
    res = client.post("/auth/login", json={"email": "AMY@example.com", "password": "s3cret-pass"})
    assert res.status_code == 200
    assert res.get_json()["email"] == "amy@example.com"


def test_wrong_password(client):
    signup(client)
    res = client.post("/auth/login", json={"email": "amy@example.com", "password": "nope-nope"})
    assert res.status_code == 401
