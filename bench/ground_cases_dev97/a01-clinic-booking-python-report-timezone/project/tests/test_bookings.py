from __future__ import annotations

from tests.conftest import make


def test_create_and_get(client):
    created = make(client, "2031-03-04T15:00:00+00:00")
    resp = client.get(f"/bookings/{created['id']}")
    assert resp.status_code == 200
    assert resp.json()["provider"] == "Patel"


def test_naive_datetime_rejected(client):
    resp = client.post("/bookings", json={"patient_id": 1, "provider": "Patel", "starts_at": "2031-03-04T15:00:00"})
    assert resp.status_code == 422


def test_check_in_twice_conflicts(client):
    created = make(client, "2031-03-04T15:00:00+00:00")
    assert client.post(f"/bookings/{created['id']}/check-in").status_code == 200
    assert client.post(f"/bookings/{created['id']}/check-in").status_code == 409


def test_cancel(client):
    created = make(client, "2031-03-04T15:00:00+00:00")
    resp = client.post(f"/bookings/{created['id']}/cancel")
    assert resp.status_code == 200
    assert resp.json()["status"] == "cancelled"
    assert client.post(f"/bookings/{created['id']}/cancel").status_code == 409


def test_cancel_with_reason(client):
    created = make(client, "2031-03-04T15:00:00+00:00")
    resp = client.post(f"/bookings/{created['id']}/cancel", json={"reason": "patient has the flu"})
    assert resp.status_code == 200
    assert resp.json()["note"] == "cancelled: patient has the flu"
    too_long = client.post(f"/bookings/{created['id']}/cancel", json={"reason": "x" * 201})
    assert too_long.status_code == 422


def test_cancel_past_booking_conflicts(client):
    created = make(client, "2020-03-04T15:00:00+00:00")
    assert client.post(f"/bookings/{created['id']}/cancel").status_code == 409


def test_list_is_paged(client):
    for hour in range(14, 20):
        make(client, f"2031-03-04T{hour}:00:00+00:00")
    resp = client.get("/bookings?page=1")
    assert resp.status_code == 200
    assert len(resp.json()) == 6
