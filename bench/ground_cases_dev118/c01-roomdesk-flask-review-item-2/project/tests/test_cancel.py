import pytest

from app import create_app
from app.store import BookingStore


@pytest.fixture
def client():
    store = BookingStore()
    app = create_app(store)
    app.config["TESTING"] = True
    with app.test_client() as c:
        c.post("/bookings", json={"room_id": "r1", "title": "1:1", "start": "2025-11-12T10:00", "end": "2025-11-12T10:30"},
               headers={"X-User": "amy"})
        yield c


def test_owner_can_cancel(client):
    assert client.delete("/bookings/1", headers={"X-User": "amy"}).status_code == 204
    assert client.get("/rooms/r1/bookings").get_json() == []


def test_other_user_gets_403(client):
    assert client.delete("/bookings/1", headers={"X-User": "bob"}).status_code == 403


def test_unknown_booking_404(client):
    assert client.delete("/bookings/99", headers={"X-User": "amy"}).status_code == 404
