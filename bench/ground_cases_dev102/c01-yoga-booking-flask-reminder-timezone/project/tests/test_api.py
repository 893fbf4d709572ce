from datetime import datetime

import pytest

from booking.api import app
from booking.models import SHOP_TZ, store


@pytest.fixture()
def client():
    store.items.clear()
    store.next_id = 1
    return app.test_client()


def test_create_booking(client):
    r = client.post("/bookings", json={"email": "a@x.cn", "starts_at": "2030-05-01T10:00:00"})
    assert r.status_code == 201
    assert r.get_json()["starts_at"].endswith("+08:00")


def test_bad_date_is_400(client):
    r = client.post("/bookings", json={"email": "a@x.cn", "starts_at": "tomorrow"})
    assert r.status_code == 400


def test_slots_for_one_day(client):
    r = client.get("/slots?date=2030-05-01")
    assert r.status_code == 200
    assert all(s.startswith("2030-05-01T") for s in r.get_json())
    assert len(r.get_json()) == 11


def test_slots_bad_date(client):
    assert client.get("/slots?date=05/01").status_code == 400


def test_booked_slot_is_hidden(client):
    store.add("a@x.cn", datetime(2030, 5, 1, 10, 0, tzinfo=SHOP_TZ))
    from booking.api import _slots_for
    slots = _slots_for(datetime(2030, 5, 1).date())
    assert "2030-05-01T10:00:00+08:00" not in slots
    assert len(slots) == 10
