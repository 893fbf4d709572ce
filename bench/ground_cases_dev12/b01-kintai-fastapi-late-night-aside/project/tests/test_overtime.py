from datetime import date, datetime, timedelta

from app.models import AttendanceRecord
from app.services.overtime import (
    calc_daily_overtime,
    calc_late_night_minutes,
    monthly_summary,
    worked_minutes,
)


def rec(day: date, start: str, end: str, brk: int = 60, overnight: bool = False) -> AttendanceRecord:
    h1, m1 = map(int, start.split(":"))
    h2, m2 = map(int, end.split(":"))
    clock_in = datetime(day.year, day.month, day.day, h1, m1)
    clock_out = datetime(day.year, day.month, day.day, h2, m2)
    if overnight:
        clock_out += timedelta(days=1)
    return AttendanceRecord("E000123", day, clock_in, clock_out, brk)


def test_worked_minutes_excludes_break():
    assert worked_minutes(rec(date(2025, 3, 3), "09:00", "18:00")) == 480


def test_overtime_after_eight_hours():
    assert calc_daily_overtime(rec(date(2025, 3, 3), "09:00", "20:30")) == 150


def test_no_overtime_for_short_day():
    assert calc_daily_overtime(rec(date(2025, 3, 4), "10:00", "15:00", brk=45)) == 0


def test_late_night_early_morning_shift():
    # 市場担当の早朝シフト: 0:30〜9:30 のうち 5:00 までが深夜
    assert calc_late_night_minutes(rec(date(2025, 3, 5), "00:30", "09:30")) == 270


def test_monthly_summary_filters_month():
    records = [
        rec(date(2025, 2, 28), "09:00", "19:00"),
        rec(date(2025, 3, 3), "09:00", "19:00"),
        rec(date(2025, 3, 4), "09:00", "18:00"),
    ]
    s = monthly_summary("E000123", "2025-03", records)
    assert s.days_worked == 2
    assert s.total_overtime_minutes == 60
    assert s.total_overtime_hours == 1.0
