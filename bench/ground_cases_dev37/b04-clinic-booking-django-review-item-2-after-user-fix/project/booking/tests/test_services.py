from datetime import timedelta

import pytest
from django.utils import timezone

from booking.models import Booking, Clinic, Patient, Slot
from booking.services import BookingError, book_slot, cancel_booking, slots_for_day


@pytest.fixture
def clinic(db):
    return Clinic.objects.create(name="さくら歯科", deposit_amount=1000)


@pytest.fixture
def patient(db):
    return Patient.objects.create(name="山田花子", phone="09000000000")


def make_slot(clinic, hours_from_now, capacity=1):
    return Slot.objects.create(clinic=clinic, starts_at=timezone.now() + timedelta(hours=hours_from_now),
                               capacity=capacity)


def test_book_slot_fills_capacity(clinic, patient):
    slot = make_slot(clinic, 48)
    book_slot(patient, slot.pk)
    with pytest.raises(BookingError):
        book_slot(patient, slot.pk)


def test_cancel_within_deadline_needs_staff(clinic, patient, monkeypatch):
    monkeypatch.setattr("booking.services.refund", lambda *a: None)
    booking = book_slot(patient, make_slot(clinic, 3).pk)
    with pytest.raises(BookingError):
        cancel_booking(booking)
    assert cancel_booking(booking, by_staff=True).status == Booking.Status.CANCELLED


def test_slots_for_day_hides_started(clinic):
    make_slot(clinic, -1)
    later = make_slot(clinic, 1)
    assert later in slots_for_day(clinic, timezone.localdate(later.starts_at))
