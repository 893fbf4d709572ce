from datetime import timedelta

import pytest
from django.utils import timezone

from appointments import services
from appointments.models import Appointment, Slot


def test_book_twice_same_doctor_same_day_rejected(patient, doctor):
    start = timezone.now() + timedelta(days=2)
    a = Slot.objects.create(doctor=doctor, start_at=start)
    b = Slot.objects.create(doctor=doctor, start_at=start + timedelta(hours=1))
    services.book(patient, a.id)
    with pytest.raises(services.BookingError) as e:
        services.book(patient, b.id)
    assert e.value.code == "duplicate"


def test_cancel_three_days_ahead_allowed(patient, doctor):
    start = timezone.localtime().replace(hour=15, minute=0, second=0, microsecond=0) + timedelta(days=3)
    slot = Slot.objects.create(doctor=doctor, start_at=start)
    appt = services.book(patient, slot.id)
    services.cancel(appt)
    appt.refresh_from_db()
    assert appt.status == Appointment.Status.CANCELLED


def test_staff_can_cancel_late(patient, doctor):
    slot = Slot.objects.create(doctor=doctor, start_at=timezone.now() + timedelta(minutes=10))
    appt = services.book(patient, slot.id)
    services.cancel(appt, by_staff=True)
    appt.refresh_from_db()
    assert appt.status == Appointment.Status.CANCELLED
