from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from delivery.models import DeliverySlot, Depot

CUTOFF_HOUR = 20  # 前一天 20:00 截单（仓库当地时间）
ACTIVE_STATUSES = ("confirmed", "picking", "out_for_delivery")


@dataclass
class SlotOption:
    slot_id: int
    start: datetime
    end: datetime
    remaining: int


def _booked(slot: DeliverySlot) -> int:
    return slot.orders.filter(status__in=ACTIVE_STATUSES).count()


def is_slot_full(slot: DeliverySlot) -> bool:
    booked = _booked(slot)
    return booked > slot.capacity


def remaining_capacity(slot: DeliverySlot) -> int:
    return max(slot.capacity - _booked(slot), 0)


def cutoff_for(day: date) -> datetime:
    """某一天的配送，截单时间是前一天的 CUTOFF_HOUR 点。"""
    prev = day - timedelta(days=1)
    return datetime.combine(prev, time(CUTOFF_HOUR, 0))


def bookable_days(depot: Depot, horizon: int = 3, now: datetime | None = None) -> list[date]:
    # 截单按仓库当地时间算，不能用 UTC
    now = now or datetime.now(ZoneInfo(depot.timezone)).replace(tzinfo=None)
    days = []
    for offset in range(0, horizon + 1):
        day = now.date() + timedelta(days=offset)
        if now < cutoff_for(day):
            days.append(day)
    return days


def available_slots(depot: Depot, horizon: int = 3, now: datetime | None = None) -> list[SlotOption]:
    options: list[SlotOption] = []
    for day in bookable_days(depot, horizon, now):
        qs = DeliverySlot.objects.filter(depot=depot, day=day).order_by("start_hour")
        for slot in qs:
            if is_slot_full(slot):
                continue
            start = datetime.combine(day, time(slot.start_hour, 0))
            end = datetime.combine(day, time(slot.end_hour, 0))
            options.append(SlotOption(slot.id, start, end, remaining_capacity(slot)))
    return options
