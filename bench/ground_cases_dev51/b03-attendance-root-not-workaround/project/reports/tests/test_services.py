from datetime import date

import pytest
from freezegun import freeze_time

from attendance.models import Employee, Punch
from reports.services import close_day, daily_summary

pytestmark = pytest.mark.django_db


@pytest.fixture
def staff():
    return [Employee.objects.create(name=f"emp{i}", department="dev") for i in range(3)]


def test_daily_summary_counts_present_and_absent(staff):
    Punch.objects.create(employee=staff[0], work_date=date(2025, 11, 20), kind=Punch.IN)
    Punch.objects.create(employee=staff[0], work_date=date(2025, 11, 20), kind=Punch.OUT)
    s = daily_summary(date(2025, 11, 20))
    assert (s.present, s.absent) == (1, 2)


def test_late_and_overtime(staff):
    Punch.objects.create(employee=staff[1], work_date=date(2025, 11, 20), kind=Punch.IN, late=True)
    Punch.objects.create(employee=staff[1], work_date=date(2025, 11, 20), kind=Punch.OUT, overtime_minutes=45)
    s = daily_summary(date(2025, 11, 20))
    assert (s.late, s.overtime_minutes) == (1, 45)


@freeze_time("2025-11-21 01:00:00")
def test_close_day_closes_yesterday(staff):
    Punch.objects.create(employee=staff[0], work_date=date(2025, 11, 20), kind=Punch.IN)
    Punch.objects.create(employee=staff[0], work_date=date(2025, 11, 21), kind=Punch.IN)
    assert close_day() == 1
