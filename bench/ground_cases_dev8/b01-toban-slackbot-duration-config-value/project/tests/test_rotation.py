from datetime import date

from toban.config import Member
from toban.rotation import business_days_between, pick_on_duty

MEMBERS = [Member("A", "U1"), Member("B", "U2"), Member("C", "U3")]


def test_business_days_skips_weekend():
    assert business_days_between(date(2025, 6, 13), date(2025, 6, 16)) == 1


def test_pick_on_duty_rotates():
    start = date(2025, 6, 2)
    assert pick_on_duty(MEMBERS, date(2025, 6, 2), start).name == "A"
    assert pick_on_duty(MEMBERS, date(2025, 6, 3), start).name == "B"
    assert pick_on_duty(MEMBERS, date(2025, 6, 9), start).name == "C"
