import pytest
from django.core.exceptions import ValidationError

from booking import services
from booking.models import Slot
from booking.tests.conftest import at


def test_end_before_start_is_rejected(clinic, doctor):
    with pytest.raises(ValidationError):
        services.create_slot(clinic, doctor, at(20, 11), at(20, 10, 30))


def test_slot_before_opening_is_rejected(clinic, doctor):
    with pytest.raises(ValidationError):
        services.create_slot(clinic, doctor, at(20, 8, 30), at(20, 9))


def test_slot_after_closing_is_rejected(clinic, doctor):
    with pytest.raises(ValidationError):
        services.create_slot(clinic, doctor, at(20, 22), at(20, 22, 30))


def test_slot_on_closed_day_is_rejected(clinic, doctor):
    with pytest.raises(ValidationError):
        services.create_slot(clinic, doctor, at(23, 10), at(23, 10, 30))


def test_slot_inside_hours_is_created(clinic, doctor):
    slot = services.create_slot(clinic, doctor, at(20, 10), at(20, 10, 30))
    assert slot.pk is not None


def test_book_increments(clinic, doctor):
    slot = Slot.objects.create(clinic=clinic, doctor=doctor, start=at(20, 10), end=at(20, 10, 30), capacity=2)
    assert services.book(slot.pk).booked == 1
    assert services.book(slot.pk).booked == 2


def test_book_full_raises(clinic, doctor):
    slot = Slot.objects.create(clinic=clinic, doctor=doctor, start=at(20, 10), end=at(20, 10, 30), capacity=1)
    services.book(slot.pk)
    with pytest.raises(ValidationError):
        services.book(slot.pk)


def test_cancel_booking(clinic, doctor):
    slot = Slot.objects.create(clinic=clinic, doctor=doctor, start=at(20, 10), end=at(20, 10, 30), booked=1)
    assert services.cancel_booking(slot.pk).booked == 0
    with pytest.raises(ValidationError):
        services.cancel_booking(slot.pk)
