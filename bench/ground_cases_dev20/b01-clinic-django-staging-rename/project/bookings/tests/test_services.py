from datetime import date, datetime, time

import pytest
from django.utils import timezone

from bookings import services
from bookings.models import Booking, Clinic, Patient


@pytest.fixture
def clinic(db):
    return Clinic.objects.create(code="shibuya", name="渋谷院", opens_at=time(9), closes_at=time(12))


@pytest.fixture
def patient(db):
    return Patient.objects.create(last_name="山田", first_name="花子", phone="090-1111-2222")


def at(h, m=0):
    return timezone.make_aware(datetime(2024, 6, 12, h, m))


def test_slots_skip_taken(clinic, patient):
    Booking.objects.create(clinic=clinic, patient=patient, start_at=at(10))
    free = services.available_slots(clinic, date(2024, 6, 12))
    assert at(10) not in free
    assert len(free) == 5


def test_cancelled_slot_is_free_again(clinic, patient):
    Booking.objects.create(clinic=clinic, patient=patient, start_at=at(10), status=Booking.Status.CANCELLED)
    assert at(10) in services.available_slots(clinic, date(2024, 6, 12))


def test_export_excludes_cancelled_by_default(clinic, patient):
    Booking.objects.create(clinic=clinic, patient=patient, start_at=at(9))
    Booking.objects.create(clinic=clinic, patient=patient, start_at=at(10), status=Booking.Status.CANCELLED)
    day = date(2024, 6, 12)
    assert services.bookings_for_export(clinic, day, day).count() == 1
    assert services.bookings_for_export(clinic, day, day, include_cancelled=True).count() == 2


def test_normalize_phone():
    assert services.normalize_phone("090-1234-5678") == "+819012345678"
