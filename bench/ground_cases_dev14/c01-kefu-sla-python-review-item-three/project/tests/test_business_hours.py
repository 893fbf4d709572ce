from datetime import datetime

from sla.business_hours import TZ, add_business_minutes, business_minutes_between, is_business_day


def at(y, m, d, hh=9, mm=0):
    return datetime(y, m, d, hh, mm, tzinfo=TZ)


def test_weekend_is_not_business_day():
    assert not is_business_day(at(2025, 11, 15).date())  # Saturday
    assert is_business_day(at(2025, 11, 17).date())


def test_add_within_same_day():
    assert add_business_minutes(at(2025, 11, 17, 10), 90) == at(2025, 11, 17, 11, 30)


def test_add_rolls_over_night():
    assert add_business_minutes(at(2025, 11, 17, 17, 30), 60) == at(2025, 11, 18, 9, 30)


def test_add_rolls_over_weekend():
    assert add_business_minutes(at(2025, 11, 14, 17), 120) == at(2025, 11, 17, 10)


def test_created_at_night_starts_next_morning():
    assert add_business_minutes(at(2025, 11, 17, 22), 30) == at(2025, 11, 18, 9, 30)


def test_holiday_is_skipped():
    # 2025-10-01..08 National Day holiday; Thu 2025-10-09 is the next working day
    assert not is_business_day(at(2025, 10, 1).date())
    assert add_business_minutes(at(2025, 9, 30, 17), 120) == at(2025, 10, 9, 10)


def test_minutes_between():
    assert business_minutes_between(at(2025, 11, 17, 17), at(2025, 11, 18, 10)) == 120
