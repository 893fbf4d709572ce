from datetime import date, datetime, timedelta, timezone

from app.models import Shift, ShiftIn
from app.schedule import conflicts, hours_by_staff, overlaps, rest_violations, week_range

JST = timezone(timedelta(hours=9))


def at(day: int, hour: int) -> datetime:
    return datetime(2025, 10, day, hour, tzinfo=JST)


def shift(i: int, staff: int, start: datetime, end: datetime) -> Shift:
    return Shift(id=i, staff_id=staff, start=start, end=end)


def test_week_range():
    assert week_range("2025-W43") == (date(2025, 10, 20), date(2025, 10, 27))


def test_overlaps_is_half_open():
    assert overlaps(at(20, 9), at(20, 13), at(20, 12), at(20, 17))
    assert not overlaps(at(20, 9), at(20, 13), at(20, 13), at(20, 17))


def test_conflicts_only_same_staff():
    existing = [shift(1, 1, at(20, 9), at(20, 13)), shift(2, 2, at(20, 9), at(20, 13))]
    new = ShiftIn(staff_id=1, start=at(20, 12), end=at(20, 15))
    assert [s.id for s in conflicts(new, existing)] == [1]


def test_rest_violations():
    existing = [shift(1, 1, at(20, 17), at(20, 23))]
    early = ShiftIn(staff_id=1, start=at(21, 6), end=at(21, 10))
    later = ShiftIn(staff_id=1, start=at(21, 9), end=at(21, 13))
    assert [s.id for s in rest_violations(early, existing, timedelta(hours=8))] == [1]
    assert rest_violations(later, existing, timedelta(hours=8)) == []


def test_hours_by_staff():
    shifts = [shift(1, 1, at(20, 9), at(20, 13)), shift(2, 1, at(21, 9), at(21, 11)), shift(3, 2, at(20, 9), at(20, 18))]
    assert hours_by_staff(shifts) == {1: 6.0, 2: 9.0}
