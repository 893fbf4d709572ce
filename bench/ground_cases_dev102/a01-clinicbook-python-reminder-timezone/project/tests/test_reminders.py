from datetime import datetime, timezone

from clinicbook.config import Settings
from clinicbook.reminders import Appointment, in_quiet_hours, reminder_time

S = Settings()


def appt(start: str) -> Appointment:
    return Appointment(id=1, patient_phone="+4915100000", starts_at=start, doctor="Dr. Weber")


def test_quiet_hours_wrap_midnight():
    late = datetime(2025, 3, 13, 21, 30, tzinfo=timezone.utc)  # 22:30 in Berlin
    assert in_quiet_hours(late, S)


def test_quiet_hours_daytime():
    noon = datetime(2025, 3, 13, 11, 0, tzinfo=timezone.utc)
    assert not in_quiet_hours(noon, S)


def test_reminder_is_a_day_before():
    at = reminder_time(appt("2025-03-14 14:00"), S)
    assert at.date().isoformat() == "2025-03-13"


def test_reminder_moves_out_of_quiet_hours():
    at = reminder_time(appt("2025-03-14 07:00"), S)
    assert not in_quiet_hours(at, S)
