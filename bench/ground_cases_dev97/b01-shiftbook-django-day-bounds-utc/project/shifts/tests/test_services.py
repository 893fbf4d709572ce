from datetime import date, datetime
from zoneinfo import ZoneInfo

import pytest

from shifts.models import Shift, Staff
from shifts.services import daily_cost, daily_hours

JST = ZoneInfo("Asia/Tokyo")


@pytest.fixture
def staff(db):
    return Staff.objects.create(code="S001", name="佐藤", hourly_wage=1200)


def _shift(staff, start, end, brk=0):
    return Shift.objects.create(staff=staff, store="shibuya", start=start, end=end, break_minutes=brk)


def test_daily_hours_sums_per_staff(staff):
    _shift(staff, datetime(2025, 11, 3, 10, 0, tzinfo=JST), datetime(2025, 11, 3, 18, 0, tzinfo=JST), 60)
    assert daily_hours(date(2025, 11, 3), "shibuya") == {"S001": 7.0}


def test_daily_cost_uses_wage(staff):
    _shift(staff, datetime(2025, 11, 3, 10, 0, tzinfo=JST), datetime(2025, 11, 3, 14, 0, tzinfo=JST))
    assert daily_cost(date(2025, 11, 3), "shibuya") == 4800


def test_other_store_is_ignored(staff):
    Shift.objects.create(staff=staff, store="ikebukuro", start=datetime(2025, 11, 3, 10, 0, tzinfo=JST),
                         end=datetime(2025, 11, 3, 12, 0, tzinfo=JST))
    assert daily_hours(date(2025, 11, 3), "shibuya") == {}
