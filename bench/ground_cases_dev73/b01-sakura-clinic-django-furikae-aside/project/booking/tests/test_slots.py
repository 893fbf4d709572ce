from datetime import date

import pytest

from booking.models import Appointment, Doctor, Patient
from booking.slots import generate_slots


@pytest.fixture
def doctor(db):
    return Doctor.objects.create(name="山田", department="内科")


def _starts(slots):
    return [s.strftime("%H:%M") for s, _ in slots]


def test_first_and_last_slot(doctor):
    slots = generate_slots(date(2025, 11, 12), doctor)
    assert _starts(slots)[0] == "09:00"
    assert _starts(slots)[-1] == "17:30"


def test_lunch_break_has_no_slots(doctor):
    starts = _starts(generate_slots(date(2025, 11, 12), doctor))
    assert "12:00" not in starts
    assert "12:30" not in starts
    assert "11:30" in starts and "13:00" in starts


def test_no_slots_on_national_holiday(doctor):
    assert generate_slots(date(2025, 11, 3), doctor) == []


def test_booked_slot_is_hidden(doctor):
    patient = Patient.objects.create(name="佐藤", email="sato@example.jp")
    slots = generate_slots(date(2025, 11, 12), doctor)
    s, e = slots[2]
    Appointment.objects.create(doctor=doctor, patient=patient, starts_at=s, ends_at=e)
    assert "10:00" not in _starts(generate_slots(date(2025, 11, 12), doctor))


def test_cancelled_slot_is_free_again(doctor):
    patient = Patient.objects.create(name="佐藤", email="sato@example.jp")
    s, e = generate_slots(date(2025, 11, 12), doctor)[0]
    Appointment.objects.create(doctor=doctor, patient=patient, starts_at=s, ends_at=e, status="cancelled")
    assert "09:00" in _starts(generate_slots(date(2025, 11, 12), doctor))
