from datetime import datetime, timezone

from notifier.models import User
from notifier.schedule import is_due, next_send_at


def make_user(**prefs):
    return User(id=1, email="a@example.com", name="Ana Lima", prefs={"tz": "Europe/Lisbon", **prefs})


def test_default_time_is_eight():
    u = make_user()
    now = datetime(2025, 3, 1, 6, 0, tzinfo=timezone.utc)
    assert next_send_at(u, now).hour == 8


def test_custom_time():
    u = make_user(digest_time="18:30")
    now = datetime(2025, 3, 1, 6, 0, tzinfo=timezone.utc)
    assert (next_send_at(u, now).hour, next_send_at(u, now).minute) == (18, 30)


def test_rolls_to_tomorrow():
    u = make_user()
    now = datetime(2025, 3, 1, 9, 0, tzinfo=timezone.utc)
    assert next_send_at(u, now).day == 2


def test_never_sent_is_due():
    assert is_due(make_user())
