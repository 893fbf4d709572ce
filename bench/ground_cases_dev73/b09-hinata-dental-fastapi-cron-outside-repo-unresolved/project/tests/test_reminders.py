from datetime import datetime, timezone

from app.reminders import todays_window
from app.settings import settings
from app.sms import reminder_body, to_e164


def test_window_is_tokyo_day_even_when_called_in_utc():
    now = datetime(2025, 11, 18, 0, 0, tzinfo=timezone.utc)  # 09:00 JST
    start, end = todays_window(now)
    assert start.isoformat() == "2025-11-18T00:00:00+09:00"
    assert end.isoformat() == "2025-11-19T00:00:00+09:00"


def test_window_just_before_midnight_utc():
    now = datetime(2025, 11, 18, 16, 30, tzinfo=timezone.utc)  # 01:30 JST on the 19th
    start, _ = todays_window(now)
    assert start.date().isoformat() == "2025-11-19"


def test_phone_is_normalised_to_e164():
    assert to_e164("090-1234-5678") == "+819012345678"
    assert to_e164("+819012345678") == "+819012345678"


def test_body_mentions_time_and_clinic():
    body = reminder_body("山本", "10:30")
    assert "10:30" in body and settings.clinic_name in body
