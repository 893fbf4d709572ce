from datetime import datetime
from zoneinfo import ZoneInfo

from attendance.models import TimeEntry
from attendance.services import calc_night_minutes, calc_overtime, calc_worked_minutes

JST = ZoneInfo("Asia/Tokyo")


def at(hour, minute, day=5):
    return datetime(2024, 11, day, hour, minute, tzinfo=JST)


def entry(clock_in, clock_out, break_minutes=0):
    return TimeEntry(work_date=clock_in.date(), clock_in=clock_in, clock_out=clock_out,
                     break_minutes=break_minutes)


def test_worked_minutes_simple():
    e = entry(at(9, 0), at(18, 0))
    assert calc_worked_minutes(e) == 540


def test_no_overtime_for_short_day():
    e = entry(at(9, 0), at(17, 0), break_minutes=60)
    assert calc_overtime(e) == 0


def test_overtime_excludes_break():
    e = entry(at(9, 0), at(18, 0), break_minutes=60)
    assert calc_worked_minutes(e) == 480
    assert calc_overtime(e) == 0


def test_overnight_shift():
    e = entry(at(22, 0), at(6, 0, day=6))
    assert calc_worked_minutes(e) == 480
    assert calc_overtime(e) == 0


def test_night_minutes():
    e = entry(at(20, 0), at(23, 30))
    assert calc_night_minutes(e) == 90
