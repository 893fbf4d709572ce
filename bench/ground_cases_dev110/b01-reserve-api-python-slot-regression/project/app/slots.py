from __future__ import annotations

from datetime import date, datetime, timedelta

from app.models import Slot, Store

def _at(store: Store, day: date, t) -> datetime:
    return datetime.combine(day, t, tzinfo=store.zone())


def _in_lunch(store: Store, start: datetime, end: datetime) -> bool:
    if store.lunch_start is None or store.lunch_end is None:
        return False
    ls = _at(store, start.date(), store.lunch_start)
    le = _at(store, start.date(), store.lunch_end)
    return start < le and end > ls


def generate_slots(store: Store, day: date, booked: set[datetime]) -> list[Slot]:
    start = _at(store, day, store.opens)
    close = _at(store, day, store.closes)
    step = timedelta(minutes=store.slot_minutes)
    slots: list[Slot] = []
    while start + step < close:
        end = start + step
        if not _in_lunch(store, start, end):
            slots.append(Slot(start=start, end=end, available=start not in booked))
        start = end
    return slots


def first_free(slots: list[Slot]) -> Slot | None:
    for slot in slots:
        if slot.available:
            return slot
    return None
