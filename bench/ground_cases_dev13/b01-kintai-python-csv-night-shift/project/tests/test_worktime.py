from datetime import date, time

from app.models import WorkDay
from app.worktime import night_minutes, overtime_minutes, shift_bounds, shift_minutes, summarize


def day(clock_in, clock_out, brk=60):
    return WorkDay(1, 7, date(2025, 10, 6), time(*clock_in), time(*clock_out), brk)


def test_day_shift():
    assert summarize(day((9, 0), (18, 0))) == {"worked": 480, "night": 0, "overtime": 0}


def test_overtime():
    assert summarize(day((9, 0), (19, 30)))["overtime"] == 90


def test_night_shift_next_day():
    start, end = shift_bounds(day((21, 0), (6, 0)))
    assert end.day == 7
    assert shift_minutes(start, end, 60) == 480
    assert night_minutes(start, end) == 420


def test_early_morning_counts_as_night():
    start, end = shift_bounds(day((4, 0), (12, 0)))
    assert night_minutes(start, end) == 60


def test_overtime_never_negative():
    assert overtime_minutes(300) == 0
