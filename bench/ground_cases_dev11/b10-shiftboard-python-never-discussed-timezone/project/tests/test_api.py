import pytest
from fastapi.testclient import TestClient

from app import notify, store
from app.main import app


@pytest.fixture
def client(tmp_path, monkeypatch):
    monkeypatch.setattr(store, "DB_PATH", str(tmp_path / "test.db"))
    posted = []
    monkeypatch.setattr(notify, "post", posted.append)
    with store.connect() as conn:
        store.add_staff(conn, "山田", "U01YAMADA")
        store.add_staff(conn, "佐々木")
    c = TestClient(app)
    c.posted = posted
    return c


def add(client, staff_id, start, end, **extra):
    return client.post("/shifts", json={"staff_id": staff_id, "start": start, "end": end, **extra})


def test_create_and_list(client):
    assert add(client, 1, "2025-10-21T09:00:00+09:00", "2025-10-21T15:00:00+09:00").status_code == 201
    res = client.get("/shifts", params={"week": "2025-W43"})
    assert res.status_code == 200
    assert [s["staff_id"] for s in res.json()] == [1]


def test_list_filtered_by_staff(client):
    add(client, 1, "2025-10-21T09:00:00+09:00", "2025-10-21T15:00:00+09:00")
    add(client, 2, "2025-10-22T10:00:00+09:00", "2025-10-22T14:30:00+09:00")
    res = client.get("/shifts", params={"week": "2025-W43", "staff_id": 2})
    assert res.status_code == 200
    assert [s["staff_id"] for s in res.json()] == [2]


def test_overlap_is_rejected(client):
    add(client, 1, "2025-10-21T09:00:00+09:00", "2025-10-21T15:00:00+09:00")
    res = add(client, 1, "2025-10-21T14:00:00+09:00", "2025-10-21T18:00:00+09:00")
    assert res.status_code == 409


def test_naive_datetime_is_rejected(client):
    assert add(client, 1, "2025-10-21T09:00:00", "2025-10-21T15:00:00").status_code == 422


def test_notification_text(client):
    add(client, 2, "2025-10-24T17:00:00+09:00", "2025-10-24T22:00:00+09:00", role="kitchen")
    assert client.posted == [":calendar: 佐々木 さんのシフトが追加されました: 10/24(金) 17:00〜22:00 キッチン"]


def test_notification_mentions_slack_user(client):
    add(client, 1, "2025-10-25T09:00:00+09:00", "2025-10-25T13:00:00+09:00")
    assert client.posted == [":calendar: <@U01YAMADA> さんのシフトが追加されました: 10/25(土) 09:00〜13:00 ホール"]


def test_weekly_hours(client):
    add(client, 1, "2025-10-21T09:00:00+09:00", "2025-10-21T15:00:00+09:00")
    add(client, 2, "2025-10-22T10:00:00+09:00", "2025-10-22T14:30:00+09:00")
    res = client.get("/reports/hours", params={"week": "2025-W43"})
    assert res.json() == [
        {"staff_id": 1, "name": "山田", "hours": 6.0},
        {"staff_id": 2, "name": "佐々木", "hours": 4.5},
    ]
