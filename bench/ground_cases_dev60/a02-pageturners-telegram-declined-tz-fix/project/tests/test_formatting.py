from datetime import datetime, timezone

from bot.db import Meeting
from bot.formatting import format_meeting, format_reminder


def meeting(**kw):
    base = dict(id=1, starts_at=datetime(2026, 1, 15, 19, 0, tzinfo=timezone.utc),
                book_title="Piranesi", book_author="Susanna Clarke", host="Margaret")
    base.update(kw)
    return Meeting(**base)


def test_meeting_mentions_book_and_host():
    text = format_meeting(meeting())
    assert "Piranesi" in text
    assert "Host: Margaret" in text


def test_winter_meeting_time():
    assert "Thursday 15 January, 7:00pm" in format_meeting(meeting())


def test_reminder_in_summer_time_is_local():
    m = meeting(starts_at=datetime(2026, 4, 9, 18, 0, tzinfo=timezone.utc))
    assert "7:00pm" in format_reminder(m)
