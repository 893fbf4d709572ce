from datetime import datetime, timedelta, timezone as dt_timezone

import pytest
from django.contrib.auth import get_user_model

from attendance.models import AttendanceRecord
from attendance.services import monthly_summary, night_minutes, overtime_minutes, worked_minutes

JST = dt_timezone(timedelta(hours=9))


def jst(*args) -> datetime:
    return datetime(*args, tzinfo=JST)


def test_worked_minutes_deducts_break():
    r = AttendanceRecord(clock_in=jst(2025, 10, 1, 9), clock_out=jst(2025, 10, 1, 18), break_minutes=60)
    assert worked_minutes(r) == 480


def test_overtime_minutes():
    r = AttendanceRecord(clock_in=jst(2025, 10, 1, 9), clock_out=jst(2025, 10, 1, 20), break_minutes=60)
    assert overtime_minutes(r) == 120


def test_night_minutes_across_midnight():
    r = AttendanceRecord(clock_in=jst(2025, 10, 1, 20), clock_out=jst(2025, 10, 2, 1), break_minutes=0)
    assert night_minutes(r) == 180


@pytest.fixture
def user(db):
    return get_user_model().objects.create_user("sato", password="x")


@pytest.mark.django_db
def test_monthly_summary_counts_night_shift_on_start_date(user):
    AttendanceRecord.objects.create(user=user, clock_in=jst(2025, 10, 31, 20), clock_out=jst(2025, 11, 1, 5), break_minutes=60)
    oct_ = monthly_summary(user, 2025, 10)
    nov = monthly_summary(user, 2025, 11)
    assert oct_["days_worked"] == 1
    assert nov["days_worked"] == 0


@pytest.mark.django_db
def test_monthly_summary_includes_night_minutes(user):
    AttendanceRecord.objects.create(user=user, clock_in=jst(2025, 10, 1, 20), clock_out=jst(2025, 10, 2, 1), break_minutes=0)
    assert monthly_summary(user, 2025, 10)["night_minutes"] == 180
