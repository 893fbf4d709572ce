import pytest
from fastapi.testclient import TestClient

from app.api import app
from app.db import Base, engine


@pytest.fixture(autouse=True)
def clean_db():
    Base.metadata.drop_all(engine)
    Base.metadata.create_all(engine)


client = TestClient(app)


def test_create_user():
    r = client.post("/users", json={"phone": "138 0013 8000", "nickname": "小鹿"})
    assert r.status_code == 201
    assert r.json()["phone"] == "13800138000"


def test_create_user_without_nickname():
    r = client.post("/users", json={"phone": "13900139000", "nickname": None})
    assert r.status_code == 201
    assert r.json()["nickname"] is None


def test_invite_bonus():
    r = client.post("/users", json={"phone": "13700137000", "nickname": "a", "invite_code": "XL8"})
    assert r.json()["points"] == 50


def test_bad_phone():
    r = client.post("/users", json={"phone": "12345", "nickname": "a"})
    assert r.status_code == 422


def test_update_keeps_unset_fields():
    uid = client.post("/users", json={"phone": "13600136000", "nickname": "a", "bio": "hi"}).json()["id"]
    r = client.patch(f"/users/{uid}", json={"nickname": "b"})
    assert r.json()["bio"] == "hi"
