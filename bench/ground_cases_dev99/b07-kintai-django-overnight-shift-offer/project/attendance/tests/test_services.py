from datetime import date, time

import pytest

from attendance.models import Employee, TimeEntry
from attendance.services import calc_worked_minutes, monthly_summary, night_minutes


def entry(clock_in, clock_out, brk=60, d=date(2024, 11, 5)):
    return TimeEntry(work_date=d, clock_in=clock_in, clock_out=clock_out, break_minutes=brk)


def test_worked_minutes_subtracts_break():
    assert calc_worked_minutes(entry(time(9), time(18))) == 8 * 60


def test_night_minutes_overnight():
    assert night_minutes(entry(time(21), time(6))) == 7 * 60


def test_night_minutes_day_shift_is_zero():
    assert night_minutes(entry(time(9), time(18))) == 0


@pytest.mark.django_db
def test_monthly_summary_overtime():
    e = Employee.objects.create(code="A001", name="佐藤")
    TimeEntry.objects.create(employee=e, work_date=date(2024, 11, 5), clock_in=time(9), clock_out=time(20))
    TimeEntry.objects.create(employee=e, work_date=date(2024, 11, 6), clock_in=time(9), clock_out=time(18))
    s = monthly_summary(e, 2024, 11)
    assert s["days"] == 2
    assert s["worked_minutes"] == 10 * 60 + 8 * 60
    assert s["overtime_minutes"] == 2 * 60
