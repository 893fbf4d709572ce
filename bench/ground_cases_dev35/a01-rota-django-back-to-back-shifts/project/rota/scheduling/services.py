"""Scheduling rules: who can take which shift."""
from __future__ import annotations

from datetime import date, datetime, timedelta

from django.db import transaction

from rota.scheduling.models import Shift, Staff


class ShiftConflict(Exception):
    """The staff member already works during (part of) this shift."""


class HoursExceeded(Exception):
    """Taking the shift would push the staff member over their weekly maximum."""


def _bounds(shift: Shift) -> tuple[datetime, datetime]:
    start = datetime.combine(shift.date, shift.start_time)
    end = datetime.combine(shift.date, shift.end_time)
    if end <= start:  # overnight: ends the next day
        end += timedelta(days=1)
    return start, end


def shift_hours(shift: Shift) -> float:
    start, end = _bounds(shift)
    return (end - start).total_seconds() / 3600


def weekly_hours(staff: Staff, week_start: date) -> float:
    """Hours already assigned to ``staff`` in the week beginning ``week_start`` (a Monday)."""
    week_end = week_start + timedelta(days=7)
    shifts = Shift.objects.filter(staff=staff, date__gte=week_start, date__lt=week_end)
    return sum(shift_hours(s) for s in shifts)


def overlaps(a: Shift, b: Shift) -> bool:
    a_start, a_end = _bounds(a)
    b_start, b_end = _bounds(b)
    return a_start <= b_end and b_start <= a_end


@transaction.atomic
def assign_shift(staff: Staff, shift: Shift) -> Shift:
    """Give ``shift`` to ``staff`` or raise why not."""
    if shift.staff_id is not None and shift.staff_id != staff.id:
        raise ValueError(f"shift {shift.id} is already taken")
    nearby = Shift.objects.filter(
        staff=staff,
        date__range=(shift.date - timedelta(days=1), shift.date + timedelta(days=1)),
    )
    for other in nearby.exclude(pk=shift.pk):
        if overlaps(shift, other):
            raise ShiftConflict(f"{staff} already works {other}")
    week_start = shift.date - timedelta(days=shift.date.weekday())
    if weekly_hours(staff, week_start) + shift_hours(shift) > staff.max_weekly_hours:
        raise HoursExceeded(f"{staff} would exceed {staff.max_weekly_hours}h")
    shift.staff = staff
    shift.save(update_fields=["staff"])
    return shift


def release_shift(shift: Shift) -> Shift:
    """Put a shift back on the open board."""
    shift.staff = None
    shift.save(update_fields=["staff"])
    return shift
