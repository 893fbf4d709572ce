from datetime import datetime
from types import SimpleNamespace

from courtside.reminders import render_reminder


def booking():
    member = SimpleNamespace(name="Eva", email="eva@example.nl", locale="nl")
    return SimpleNamespace(id=7, starts_at=datetime(2025, 4, 5, 18, 0), member=member,
                           court=SimpleNamespace(number=3))


def test_dutch_reminder_subject():
    assert render_reminder(booking(), "nl")["Subject"] == "Herinnering: baan 3 om 18:00"


def test_english_body_mentions_court():
    assert "court 3" in render_reminder(booking(), "en").get_content()
