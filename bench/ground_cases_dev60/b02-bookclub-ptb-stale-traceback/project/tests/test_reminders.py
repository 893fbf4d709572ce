from datetime import datetime
from zoneinfo import ZoneInfo

from bot.reminders import MEETING_HOUR, next_meeting

JST = ZoneInfo("Asia/Tokyo")


def test_next_meeting_is_sunday():
    m = next_meeting(datetime(2025, 11, 12, 10, 0, tzinfo=JST))  # Wednesday
    assert m.weekday() == 6
    assert m.hour == MEETING_HOUR


def test_next_meeting_after_meeting_moves_a_week():
    m = next_meeting(datetime(2025, 11, 16, 22, 0, tzinfo=JST))  # Sunday after the meeting
    assert (m.month, m.day) == (11, 23)


def test_next_meeting_same_day_before_meeting():
    m = next_meeting(datetime(2025, 11, 16, 9, 0, tzinfo=JST))
    assert (m.month, m.day, m.hour) == (11, 16, 21)


def test_next_meeting_keeps_timezone():
    m = next_meeting(datetime(2025, 11, 12, 10, 0, tzinfo=JST))
    assert m.tzinfo is JST


def test_next_meeting_on_saturday_night():
    m = next_meeting(datetime(2025, 11, 15, 23, 30, tzinfo=JST))
    assert (m.month, m.day) == (11, 16)
