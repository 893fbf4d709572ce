from datetime import datetime

import pytest

from roomkeeper.booking import Booking, BookingConflict, Room


def _b(h1, h2, title="mtg"):
    return Booking("3F-A", title, datetime(2024, 6, 10, h1), datetime(2024, 6, 10, h2), "sato")


def test_back_to_back_bookings_are_allowed():
    room = Room("3F-A", 6)
    room.book(_b(9, 10))
    room.book(_b(10, 11))
    assert len(room.bookings) == 2


def test_overlap_is_rejected():
    room = Room("3F-A", 6)
    room.book(_b(9, 11))
    with pytest.raises(BookingConflict):
        room.book(_b(10, 12))
