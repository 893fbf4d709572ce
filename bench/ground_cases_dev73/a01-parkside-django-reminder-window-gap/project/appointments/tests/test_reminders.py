from datetime import datetime, timedelta, timezone as dt_timezone
from unittest import mock

import pytest

from appointments.models import Appointment, Clinician, Patient
from appointments.reminders import due_reminders, format_message, send_due_reminders

NOW = datetime(2025, 3, 10, 9, 5, tzinfo=dt_timezone.utc)


@pytest.fixture
def clinician(db):
    return Clinician.objects.create(name="Dr Okafor", room="2")


@pytest.fixture
def patient(db):
    return Patient.objects.create(first_name="Ana", last_name="Reis", phone="+447700900123")


def make(patient, clinician, delta, **kw):
    return Appointment.objects.create(patient=patient, clinician=clinician, starts_at=NOW + delta, **kw)


def test_due_includes_appointment_tomorrow(patient, clinician):
    appt = make(patient, clinician, timedelta(hours=24, minutes=10))
    assert list(due_reminders(NOW)) == [appt]


def test_already_reminded_is_skipped(patient, clinician):
    make(patient, clinician, timedelta(hours=24, minutes=10), reminder_sent_at=NOW)
    assert list(due_reminders(NOW)) == []


def test_cancelled_is_skipped(patient, clinician):
    make(patient, clinician, timedelta(hours=24, minutes=10), status=Appointment.Status.CANCELLED)
    assert list(due_reminders(NOW)) == []


def test_send_marks_sent(patient, clinician):
    appt = make(patient, clinician, timedelta(hours=24, minutes=10))
    with mock.patch("appointments.reminders.send_sms") as sms:
        assert send_due_reminders(NOW) == 1
    sms.assert_called_once()
    appt.refresh_from_db()
    assert appt.reminder_sent_at is not None


def test_message_uses_local_time(patient, clinician):
    appt = make(patient, clinician, timedelta(hours=24))
    appt.starts_at = datetime(2025, 6, 3, 8, 30, tzinfo=dt_timezone.utc)
    assert "09:30" in format_message(appt)


def test_message_mentions_clinician(patient, clinician):
    appt = make(patient, clinician, timedelta(hours=24, minutes=10))
    assert "Dr Okafor" in format_message(appt)
