from fastapi.testclient import TestClient

from app.main import app

client = TestClient(app)


def test_create_and_list():
    r = client.post("/notifications", json={"user_id": "u1", "body": "hello"})
    assert r.status_code == 201
    listed = client.get("/users/u1/notifications").json()
    assert listed[0]["body"] == "hello"
    assert listed[0]["read"] is False


def test_mentions_skip_author_and_duplicates():
    r = client.post("/mentions", json={"author": "u2", "mentioned": ["u3", "u2", "u3"], "room": "dev"})
    assert r.status_code == 201
    assert [n["user_id"] for n in r.json()] == ["u3"]


def test_mark_read():
    n = client.post("/notifications", json={"user_id": "u4", "body": "x"}).json()
    r = client.post("/users/u4/notifications/read", json={"ids": [n["id"], 999]})
    assert r.json() == {"marked": 1}
    assert client.get("/users/u4/notifications", params={"unread": True}).json() == []


def test_unread_count():
    client.post("/notifications", json={"user_id": "u6", "body": "a"})
    n = client.post("/notifications", json={"user_id": "u6", "body": "b"}).json()
    assert client.get("/users/u6/notifications/unread_count").json() == {"count": 2}
    client.post("/users/u6/notifications/read", json={"ids": [n["id"]]})
    assert client.get("/users/u6/notifications/unread_count").json() == {"count": 1}


def test_list_newest_first():
    for body in ("a", "b", "c"):
        client.post("/notifications", json={"user_id": "u5", "body": body})
    bodies = [n["body"] for n in client.get("/users/u5/notifications").json()]
    assert bodies == ["c", "b", "a"]
