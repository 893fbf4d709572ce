from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
from django.contrib.auth import get_user_model
from django.core.exceptions import ValidationError

from reservations.models import Booking, Room
from reservations.services import available_rooms, cancel_booking, create_booking

JST = ZoneInfo("Asia/Tokyo")


def at(h, m=0):
    return datetime(2025, 10, 20, h, m, tzinfo=JST)


@pytest.fixture
def room(db):
    return Room.objects.create(name="会議室A", floor=3, capacity=6)


@pytest.fixture
def user(db):
    return get_user_model().objects.create_user("sato", password="x")


def test_overlapping_booking_is_rejected(room, user):
    create_booking(room=room, owner=user, title="定例", start=at(10), end=at(11))
    with pytest.raises(ValidationError):
        create_booking(room=room, owner=user, title="面談", start=at(10, 30), end=at(11, 30))


def test_cancelled_booking_frees_the_slot(room, user):
    b = create_booking(room=room, owner=user, title="定例", start=at(10), end=at(11))
    cancel_booking(b)
    create_booking(room=room, owner=user, title="面談", start=at(10), end=at(11))
    assert Booking.objects.filter(status=Booking.Status.CONFIRMED).count() == 1


def test_available_rooms_excludes_busy_room(room, user):
    other = Room.objects.create(name="会議室B", floor=3, capacity=6)
    create_booking(room=room, owner=user, title="定例", start=at(10), end=at(11))
    assert list(available_rooms(at(10), at(11))) == [other]
