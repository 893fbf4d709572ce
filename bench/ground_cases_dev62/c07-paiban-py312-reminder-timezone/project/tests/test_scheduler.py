import datetime as dt

from paiban.scheduler import due_reminders, next_run_at
from paiban.shifts import Shift, parse_time


def shift(start: str) -> Shift:
    s = parse_time(start)
    return Shift("老张", "徐汇店", s, s + dt.timedelta(hours=8))


def test_due_within_two_hours():
    now = dt.datetime(2024, 9, 2, 6, 0)
    assert len(due_reminders([shift("2024-09-02T07:30:00")], now)) == 1


def test_not_due_after_window():
    now = dt.datetime(2024, 9, 2, 6, 0)
    assert due_reminders([shift("2024-09-02T09:00:00")], now) == []


def test_offset_is_normalised():
    assert parse_time("2024-09-02T15:30:00+08:00") == dt.datetime(2024, 9, 2, 7, 30)


def test_next_run():
    assert next_run_at(dt.datetime(2024, 9, 2, 6, 7, 30)) == dt.datetime(2024, 9, 2, 6, 22)
