from datetime import date, time

import pytest

from rota.scheduling.models import Shift, Staff
from rota.scheduling.services import HoursExceeded, ShiftConflict, assign_shift, weekly_hours

pytestmark = pytest.mark.django_db


@pytest.fixture
def nurse():
    return Staff.objects.create(name="Ines", role="nurse", max_weekly_hours=40)


def make_shift(ward, day, start, end):
    return Shift.objects.create(ward=ward, date=day, start_time=start, end_time=end)


def test_assign_free_shift(nurse):
    shift = make_shift("A", date(2025, 3, 3), time(6), time(14))
    assign_shift(nurse, shift)
    shift.refresh_from_db()
    assert shift.staff == nurse


def test_same_day_overlap_rejected(nurse):
    assign_shift(nurse, make_shift("A", date(2025, 3, 3), time(6), time(14)))
    with pytest.raises(ShiftConflict):
        assign_shift(nurse, make_shift("B", date(2025, 3, 3), time(12), time(20)))


def test_back_to_back_shifts_allowed(nurse):
    early = make_shift("A", date(2025, 3, 3), time(6), time(14))
    late = make_shift("A", date(2025, 3, 3), time(14), time(22))
    assign_shift(nurse, early)
    assign_shift(nurse, late)
    late.refresh_from_db()
    assert late.staff == nurse


def test_overnight_overlap_rejected(nurse):
    assign_shift(nurse, make_shift("C", date(2025, 3, 3), time(22), time(6)))
    with pytest.raises(ShiftConflict):
        assign_shift(nurse, make_shift("A", date(2025, 3, 4), time(5), time(13)))


def test_taken_shift_rejected(nurse):
    other = Staff.objects.create(name="Tom", role="nurse")
    shift = make_shift("A", date(2025, 3, 4), time(6), time(14))
    assign_shift(other, shift)
    with pytest.raises(ValueError):
        assign_shift(nurse, shift)


def test_weekly_maximum(nurse):
    nurse.max_weekly_hours = 16
    nurse.save()
    assign_shift(nurse, make_shift("A", date(2025, 3, 3), time(6), time(14)))
    assign_shift(nurse, make_shift("A", date(2025, 3, 4), time(6), time(14)))
    with pytest.raises(HoursExceeded):
        assign_shift(nurse, make_shift("A", date(2025, 3, 5), time(6), time(14)))


def test_weekly_hours_counts_overnight(nurse):
    assign_shift(nurse, make_shift("C", date(2025, 3, 3), time(22), time(6)))
    assert weekly_hours(nurse, date(2025, 3, 3)) == 8
