import pytest
from fastapi.testclient import TestClient

from app.main import app, store

client = TestClient(app)
ME = {"X-User-Id": "7"}


@pytest.fixture(autouse=True)
def empty_store():
    store.clear()


def book(start, minutes=60, resource=1, headers=ME):
    return client.post("/bookings", json={"resource_id": resource, "start": start, "duration_minutes": minutes},
                       headers=headers)


def test_book_a_slot():
    r = book("2025-11-12T14:00:00+08:00")
    assert r.status_code == 201
    assert r.json()["end"].startswith("2025-11-12T15:00:00")


def test_overlapping_slot_is_taken():
    assert book("2025-11-12T14:00:00+08:00").status_code == 201
    r = book("2025-11-12T14:30:00+08:00")
    assert r.status_code == 409
    assert r.json()["code"] == "SLOT_TAKEN"


def test_utc_input_is_converted_to_shop_time():
    r = book("2025-11-12T03:00:00Z")
    assert r.status_code == 201
    assert r.json()["start"].startswith("2025-11-12T11:00:00")


def test_other_resource_is_free():
    assert book("2025-11-12T14:00:00+08:00").status_code == 201
    assert book("2025-11-12T14:00:00+08:00", resource=2).status_code == 201


def test_cancel_own_booking():
    b = book("2099-01-05T14:00:00+08:00").json()
    r = client.request("DELETE", f"/bookings/{b['id']}", json={"reason": "有事"}, headers=ME)
    assert r.status_code == 200
    assert r.json()["status"] == "cancelled"


def test_cancel_without_body():
    b = book("2099-01-05T16:00:00+08:00").json()
    assert client.delete(f"/bookings/{b['id']}", headers=ME).status_code == 200


def test_cannot_cancel_someone_elses():
    b = book("2099-01-05T14:00:00+08:00").json()
    r = client.request("DELETE", f"/bookings/{b['id']}", json={"reason": "x"}, headers={"X-User-Id": "8"})
    assert r.status_code == 404


def test_outside_opening_hours():
    r = book("2025-11-12T20:30:00+08:00")
    assert r.status_code == 422
    assert r.json()["code"] == "OUTSIDE_HOURS"
