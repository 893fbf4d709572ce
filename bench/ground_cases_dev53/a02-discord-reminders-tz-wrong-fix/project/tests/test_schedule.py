from datetime import datetime, timezone

from remind.schedule import next_due, summary


def test_summary_empty():
    assert summary([]) == "nothing scheduled"


def test_summary_counts_and_first():
    rs = [
        {"due_utc": datetime(2025, 6, 3, 9, 0, tzinfo=timezone.utc)},
        {"due_utc": datetime(2025, 6, 2, 7, 30, tzinfo=timezone.utc)},
    ]
    assert summary(rs) == "2 pending, next at 2025-06-02 07:30 UTC"


def test_daily_adds_a_day():
    due = datetime(2025, 6, 2, 7, 0, tzinfo=timezone.utc)
    assert next_due(due, "daily") == datetime(2025, 6, 3, 7, 0, tzinfo=timezone.utc)


def test_weekly_adds_seven_days():
    due = datetime(2025, 6, 2, 7, 0, tzinfo=timezone.utc)
    assert next_due(due, "weekly") == datetime(2025, 6, 9, 7, 0, tzinfo=timezone.utc)


def test_weekly_keeps_local_time_across_dst():
    # Mon 20 Oct 2025 09:00 CEST = 07:00 UTC; next Monday is after the switch: 09:00 CET = 08:00 UTC
    due = datetime(2025, 10, 20, 7, 0, tzinfo=timezone.utc)
    assert next_due(due, "weekly", "Europe/Berlin") == datetime(2025, 10, 27, 8, 0, tzinfo=timezone.utc)
