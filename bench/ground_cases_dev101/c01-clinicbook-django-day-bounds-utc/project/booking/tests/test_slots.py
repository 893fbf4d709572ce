from datetime import date, datetime, timedelta

import pytest
from django.utils import timezone

from booking.models import Appointment, Doctor
from booking.services.slots import available_slots, next_free_slot

FUTURE_DAY = date(2031, 3, 5)


@pytest.fixture
def doctor(db):
    return Doctor.objects.create(name="王敏", department="内科")


def local(day, hour, minute=0):
    return datetime(day.year, day.month, day.day, hour, minute, tzinfo=timezone.get_current_timezone())


def test_full_day_has_all_slots(doctor):
    slots = available_slots(doctor, FUTURE_DAY)
    assert slots[0] == local(FUTURE_DAY, 7)
    assert len(slots) == 19


def test_lunch_break_is_skipped(doctor):
    slots = available_slots(doctor, FUTURE_DAY)
    assert local(FUTURE_DAY, 11, 30) in slots
    assert local(FUTURE_DAY, 12) not in slots
    assert local(FUTURE_DAY, 13) not in slots
    assert local(FUTURE_DAY, 13, 30) in slots


def test_booked_slot_is_not_offered(doctor):
    Appointment.objects.create(doctor=doctor, patient_name="李", patient_phone="1", start_at=local(FUTURE_DAY, 9))
    assert local(FUTURE_DAY, 9) not in available_slots(doctor, FUTURE_DAY)


def test_cancelled_slot_is_offered_again(doctor):
    Appointment.objects.create(
        doctor=doctor, patient_name="李", patient_phone="1", start_at=local(FUTURE_DAY, 9),
        status=Appointment.Status.CANCELLED,
    )
    assert local(FUTURE_DAY, 9) in available_slots(doctor, FUTURE_DAY)


def test_next_free_slot_is_earliest_free(doctor):
    Appointment.objects.create(doctor=doctor, patient_name="x", patient_phone="1", start_at=local(FUTURE_DAY, 8))
    assert next_free_slot(doctor, FUTURE_DAY) == local(FUTURE_DAY, 7)


def test_next_free_slot_none_for_zero_days(doctor):
    assert next_free_slot(doctor, FUTURE_DAY, days=0) is None
