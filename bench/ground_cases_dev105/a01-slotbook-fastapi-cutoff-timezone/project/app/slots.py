from __future__ import annotations

from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from app.models import OrderBook, OrderStatus, Slot

STORE_TZ = ZoneInfo("Europe/Berlin")
CUTOFF_HOUR = 18  # orders for tomorrow close at 18:00 store time
WINDOWS = [(time(8), time(10)), (time(10), time(12)), (time(14), time(16)), (time(17), time(19))]
DAYS_AHEAD = 6


def slots_for(day: date) -> list[Slot]:
    if day.weekday() == 6:  # no deliveries on Sunday
        return []
    return [Slot(day, start, end) for start, end in WINDOWS]


def format_label(slot: Slot) -> str:
    weekday = slot.day.strftime("%a")
    return f"{weekday} {slot.start:%H:%M}\u2013{slot.end:%H:%M}"


def is_past_cutoff(now: datetime, day: date) -> bool:
    """True when an order placed at `now` can no longer get a slot on `day`."""
    cutoff = datetime.combine(day - timedelta(days=1), time(CUTOFF_HOUR))
    return now.replace(tzinfo=None) >= cutoff


def capacity_left(book: OrderBook, slot: Slot) -> int:
    taken = sum(1 for o in book.for_slot(slot.key) if o.status != OrderStatus.CANCELLED)
    return max(slot.capacity - taken, 0)


def available_slots(book: OrderBook, now: datetime) -> list[dict]:
    today = now.astimezone(STORE_TZ).date()
    out = []
    for offset in range(1, DAYS_AHEAD + 1):
        day = today + timedelta(days=offset)
        if is_past_cutoff(now, day):
            continue
        for slot in slots_for(day):
            left = capacity_left(book, slot)
            if left > 0:
                out.append({"key": slot.key, "label": format_label(slot), "left": left})
    return out
