"""配送日・時間帯スロットの計算。"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from delivery.models import Booking, DeliverySlot, Depot

MAX_LOOKAHEAD_DAYS = 14


@dataclass(frozen=True)
class SlotOption:
    slot_id: int
    label: str
    delivery_date: date
    remaining: int


def depot_now(depot: Depot, now: datetime | None = None) -> datetime:
    """デポのローカル時刻での現在時刻。"""
    now = now or datetime.now(timezone.utc)
    return now.astimezone(ZoneInfo(depot.timezone))


def is_before_cutoff(depot: Depot, now: datetime | None = None) -> bool:
    """当日配送の締め切り前かどうか (デポのローカル時刻で比較)。"""
    return depot_now(depot, now).time() < depot.same_day_cutoff


def remaining_capacity(slot: DeliverySlot, day: date) -> int:
    used = Booking.objects.filter(slot=slot, delivery_date=day).count()
    return max(slot.capacity - used, 0)


def next_available_slot(depot: Depot, now: datetime | None = None) -> SlotOption | None:
    """一番早く届けられるスロットを返す。"""
    now = depot_now(depot, now)
    day = now.date() if is_before_cutoff(depot, now) else now.date() + timedelta(days=1)
    for _ in range(MAX_LOOKAHEAD_DAYS):
        if day.weekday() == 6:
            day += timedelta(days=1)
            continue
        for slot in depot.slots.all():
            left = remaining_capacity(slot, day)
            if left > 0:
                return SlotOption(slot.id, slot.label, day, left)
        day += timedelta(days=1)
    return None


def slots_for_date(depot: Depot, day: date) -> list[SlotOption]:
    return [
        SlotOption(slot.id, slot.label, day, remaining_capacity(slot, day))
        for slot in depot.slots.all()
    ]
