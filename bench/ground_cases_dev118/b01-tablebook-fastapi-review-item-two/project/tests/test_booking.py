from datetime import datetime

import pytest

from app.booking import MAX_PARTY, BookingBook
from app.slots import Slot


def make_slot(capacity: int = 10) -> Slot:
    return Slot(id=1, starts_at=datetime(2025, 11, 14, 18, 0), capacity=capacity)


def test_add_counts_seats():
    book = BookingBook()
    slot = make_slot()
    book.add(slot, "Sato", 2)
    book.add(slot, "Ito", 3)
    assert book.seats_taken(1) == 5


def test_party_too_large_is_refused():
    book = BookingBook()
    with pytest.raises(ValueError):
        book.add(make_slot(), "Kato", MAX_PARTY + 1)


def test_cancel_frees_seats():
    book = BookingBook()
    slot = make_slot()
    booking = book.add(slot, "Ueda", 4)
    assert book.cancel(booking.id) is True
    assert book.seats_taken(1) == 0
    assert book.cancel(booking.id) is False


def test_full_slot_is_refused():
    book = BookingBook()
    slot = make_slot(capacity=4)
    book.add(slot, "Mori", 2)
    with pytest.raises(ValueError):
        book.add(slot, "Abe", 4)
