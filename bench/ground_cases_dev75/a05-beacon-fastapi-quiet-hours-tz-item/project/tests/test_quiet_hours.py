from datetime import UTC, datetime

from app.models import UserPrefs
from app.push.quiet_hours import in_quiet_hours, should_defer


def prefs(**kw):
    base = dict(user_id=1, quiet_hours_enabled=True, quiet_start="13:00", quiet_end="14:00")
    base.update(kw)
    return UserPrefs(**base)


def test_disabled_never_quiet():
    assert not in_quiet_hours(prefs(quiet_hours_enabled=False), datetime(2025, 3, 1, 13, 30, tzinfo=UTC))


def test_inside_daytime_window():
    assert in_quiet_hours(prefs(), datetime(2025, 3, 1, 13, 30, tzinfo=UTC))


def test_outside_daytime_window():
    assert not in_quiet_hours(prefs(), datetime(2025, 3, 1, 15, 0, tzinfo=UTC))


def test_window_across_midnight():
    night = prefs(quiet_start="22:00", quiet_end="07:00")
    assert in_quiet_hours(night, datetime(2025, 3, 1, 23, 15, tzinfo=UTC))
    assert in_quiet_hours(night, datetime(2025, 3, 2, 6, 59, tzinfo=UTC))
    assert not in_quiet_hours(night, datetime(2025, 3, 2, 7, 0, tzinfo=UTC))
    assert not in_quiet_hours(night, datetime(2025, 3, 1, 21, 59, tzinfo=UTC))


def test_urgent_kinds_are_never_deferred():
    assert not should_defer(prefs(), "security_alert", datetime(2025, 3, 1, 13, 30, tzinfo=UTC))
