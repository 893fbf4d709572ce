from datetime import date, time

from shiftplan.hours import Shift, daily_totals, shift_hours, week_of, weekly_report


def s(day, a, b, who="ana"):
    return Shift(who, date.fromisoformat(day), time.fromisoformat(a), time.fromisoformat(b))


def test_short_shift_has_no_break():
    assert shift_hours(s("2025-10-06", "09:00", "14:00")) == 5.0


def test_long_shift_loses_half_hour():
    assert shift_hours(s("2025-10-06", "08:00", "16:00")) == 7.5


def test_week_starts_monday():
    assert week_of(date(2025, 10, 12)) == date(2025, 10, 6)


def test_daily_totals_add_up():
    totals = daily_totals([s("2025-10-06", "08:00", "11:00"), s("2025-10-06", "12:00", "14:00")])
    assert totals[("ana", date(2025, 10, 6))] == 5.0


def test_overtime_over_forty():
    week = [s(f"2025-10-0{d}", "07:00", "16:30") for d in range(6, 11)]
    row = weekly_report(week)[0]
    assert row["total_hours"] == 45.0
    assert row["overtime"] == 5.0
