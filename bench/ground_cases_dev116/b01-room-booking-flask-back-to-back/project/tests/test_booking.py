from datetime import datetime

import pytest

from app import create_app
from app.booking import Conflict, InvalidRange, create_booking, validate_range
from app.models import Store


def at(hour: int, minute: int = 0) -> datetime:
    return datetime(2025, 6, 10, hour, minute)


@pytest.fixture
def repo() -> Store:
    return Store()


def test_create_booking(repo):
    b = create_booking("A", "sato", at(10), at(11), repo=repo)
    assert repo.items[b.id] is b


def test_overlap_is_rejected(repo):
    create_booking("A", "sato", at(10), at(11), repo=repo)
    with pytest.raises(Conflict):
        create_booking("A", "kato", at(10, 30), at(11, 30), repo=repo)


@pytest.mark.parametrize("start,end", [(at(11), at(10)), (at(7), at(9)), (at(20), at(22))])
def test_invalid_range(start, end):
    with pytest.raises(InvalidRange):
        validate_range(start, end, 8, 21)


def test_other_room_is_fine(repo):
    create_booking("A", "sato", at(10), at(11), repo=repo)
    create_booking("B", "kato", at(10), at(11), repo=repo)
    assert len(repo.items) == 2


@pytest.fixture
def client():
    return create_app({"TESTING": True}).test_client()


def test_cancel_by_owner(client):
    res = client.post("/rooms/A/bookings", json={"start": "2025-06-10T13:00", "end": "2025-06-10T14:00"},
                      headers={"X-User": "sato"})
    booking_id = res.get_json()["id"]
    assert client.delete(f"/bookings/{booking_id}", headers={"X-User": "kato"}).status_code == 403
    assert client.delete(f"/bookings/{booking_id}", headers={"X-User": "sato"}).status_code == 204
    assert client.delete(f"/bookings/{booking_id}", headers={"X-User": "sato"}).status_code == 404


def test_list_filtered_by_date(client):
    for start, end in [("2025-06-10T10:00", "2025-06-10T11:00"), ("2025-06-10T11:30", "2025-06-10T12:30"),
                       ("2025-06-11T10:00", "2025-06-11T11:00")]:
        assert client.post("/rooms/C/bookings", json={"start": start, "end": end},
                           headers={"X-User": "sato"}).status_code == 201
    res = client.get("/rooms/C/bookings?date=2025-06-10")
    assert len(res.get_json()) == 2
