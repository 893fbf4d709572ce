from datetime import datetime, time
from zoneinfo import ZoneInfo

import pytest
from django.core import mail

from booking.emails import send_confirmation
from booking.models import Appointment, Clinic, Practitioner

UTC = ZoneInfo("UTC")


@pytest.fixture
def appointment(db):
    clinic = Clinic.objects.create(name="Norte", timezone="Europe/Madrid", opens_at=time(8), closes_at=time(18))
    practitioner = Practitioner.objects.create(clinic=clinic, name="Dr. Ruiz", slot_minutes=45)
    return Appointment.objects.create(
        practitioner=practitioner,
        start=datetime(2025, 10, 27, 9, 0, tzinfo=UTC),  # 10:00 in Madrid (CET)
        patient_name="Luis",
        patient_email="luis@example.com",
    )


def test_confirmation_shows_clinic_local_time(appointment, settings):
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    assert send_confirmation(appointment)
    assert "27/10/2025 at 10:00" in mail.outbox[0].body


def test_summer_time_is_two_hours_ahead_of_utc(appointment, settings):
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    appointment.start = datetime(2025, 7, 1, 8, 0, tzinfo=UTC)
    send_confirmation(appointment)
    assert "01/07/2025 at 10:00" in mail.outbox[0].body
