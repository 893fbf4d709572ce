from datetime import date, datetime, time
from zoneinfo import ZoneInfo

import pytest

from booking.models import Appointment, Clinic, Practitioner
from booking.slots import generate_slots

MADRID = ZoneInfo("Europe/Madrid")


@pytest.fixture
def practitioner(db):
    clinic = Clinic.objects.create(name="Norte", opens_at=time(9), closes_at=time(13))
    return Practitioner.objects.create(clinic=clinic, name="Dr. Vidal", slot_minutes=30)


def test_half_hour_slots_over_the_morning(practitioner):
    slots = generate_slots(practitioner, date(2025, 10, 27))
    assert slots[0] == datetime(2025, 10, 27, 9, 0, tzinfo=MADRID)
    assert slots[-1] == datetime(2025, 10, 27, 12, 30, tzinfo=MADRID)
    assert len(slots) == 8


def test_booked_slot_is_not_offered(practitioner):
    Appointment.objects.create(
        practitioner=practitioner,
        start=datetime(2025, 10, 27, 10, 0, tzinfo=MADRID),
        patient_name="Ana",
        patient_email="ana@example.com",
    )
    slots = generate_slots(practitioner, date(2025, 10, 27))
    assert datetime(2025, 10, 27, 10, 0, tzinfo=MADRID) not in slots


def test_lunch_break_is_skipped(practitioner):
    practitioner.clinic.lunch_start = time(11)
    practitioner.clinic.lunch_end = time(12)
    slots = generate_slots(practitioner, date(2025, 10, 27))
    assert datetime(2025, 10, 27, 11, 30, tzinfo=MADRID) not in slots
    assert len(slots) == 6
