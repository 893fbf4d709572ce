from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

SLOT_FORMAT = "%Y-%m-%d %H:%M"


@dataclass(frozen=True)
class Slot:
    id: int
    starts_at: datetime
    capacity: int
    label: str = ""


def parse_slot(slot_id: int, text: str, capacity: int) -> Slot:
    """'2025-11-14 18:30' -> Slot. Times are the shop's local wall-clock time."""
    starts_at = datetime.strptime(text.strip(), SLOT_FORMAT)
    return Slot(id=slot_id, starts_at=starts_at, capacity=capacity, label=starts_at.strftime("%m/%d %H:%M"))


def default_slots() -> list[Slot]:
    rows = [
        (1, "2025-11-14 18:00", 12),
        (2, "2025-11-14 19:30", 12),
        (3, "2025-11-15 18:00", 20),
        (4, "2025-11-15 19:30", 20),
    ]
    return [parse_slot(i, t, c) for i, t, c in rows]


def find_slot(slots: list[Slot], slot_id: int) -> Slot | None:
    for slot in slots:
        if slot.id == slot_id:
            return slot
    return None
