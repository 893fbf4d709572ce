from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

OPENING_HOUR = 7
CLOSING_HOUR = 20
MAX_MINUTES = 240


@dataclass(frozen=True)
class Slot:
    room: str
    start: datetime  # timezone-aware, UTC
    duration_min: int

    @property
    def end(self) -> datetime:
        return self.start + timedelta(minutes=self.duration_min)


def parse_slot(data: dict) -> Slot:
    start = datetime.fromisoformat(data["start"].replace("Z", "+00:00"))
    if start.tzinfo is None:
        raise ValueError("start must include a timezone")
    return Slot(
        room=data["room"],
        start=start.astimezone(timezone.utc),
        duration_min=int(data["minutes"]),
    )


def overlaps(a: Slot, b: Slot) -> bool:
    return a.room == b.room and a.start < b.end and b.start < a.end


def within_hours(slot: Slot) -> bool:
    return slot.start.hour >= OPENING_HOUR and slot.end.hour <= CLOSING_HOUR and slot.end.date() == slot.start.date()


def is_bookable(slot: Slot, existing: list[Slot], now: datetime | None = None) -> bool:
    now = now or datetime.now()
    if slot.start <= now:
        return False
    if not 0 < slot.duration_min <= MAX_MINUTES:
        return False
    if not within_hours(slot):
        return False
    return not any(overlaps(slot, other) for other in existing)
