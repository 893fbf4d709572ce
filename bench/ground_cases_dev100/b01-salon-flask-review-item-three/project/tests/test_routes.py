import pytest

from app import create_app
from app.store import BookingStore


@pytest.fixture()
def client():
    app = create_app(BookingStore())
    app.testing = True
    return app.test_client()


def book(client, staff_id, start, end, name="山田"):
    return client.post("/api/bookings", json={
        "staff_id": staff_id, "customer_name": name, "start": start, "end": end,
    })


def test_create_and_list(client):
    res = book(client, 1, "2025-10-14T10:00:00+09:00", "2025-10-14T11:00:00+09:00")
    assert res.status_code == 201
    assert res.get_json()["price"] == 6000
    assert len(client.get("/api/bookings").get_json()) == 1


def test_list_is_newest_first(client):
    book(client, 1, "2025-10-14T10:00:00+09:00", "2025-10-14T11:00:00+09:00")
    book(client, 1, "2025-10-15T10:00:00+09:00", "2025-10-15T11:00:00+09:00", name="田中")
    names = [b["customer_name"] for b in client.get("/api/bookings").get_json()]
    assert names == ["田中", "山田"]


def test_conflict_is_409(client):
    book(client, 1, "2025-10-14T10:00:00+09:00", "2025-10-14T11:00:00+09:00")
    res = book(client, 1, "2025-10-14T10:30:00+09:00", "2025-10-14T11:30:00+09:00")
    assert res.status_code == 409


def test_list_filtered_by_staff(client):
    book(client, 1, "2025-10-14T10:00:00+09:00", "2025-10-14T11:00:00+09:00")
    book(client, 2, "2025-10-14T10:00:00+09:00", "2025-10-14T11:00:00+09:00", name="田中")
    res = client.get("/api/bookings?staff_id=2").get_json()
    assert [b["customer_name"] for b in res] == ["田中"]


def test_naive_datetime_is_400(client):
    res = book(client, 1, "2025-10-14T10:00:00", "2025-10-14T11:00:00")
    assert res.status_code == 400
