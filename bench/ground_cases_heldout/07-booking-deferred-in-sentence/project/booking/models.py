from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True)
class Slot:
    """[start, end) の半開区間。end の時刻ちょうどは含まない。"""

    start: datetime
    end: datetime

    def __post_init__(self) -> None:
        if self.end <= self.start:
            raise ValueError("end must be after start")


@dataclass
class Booking:
    id: int
    room: str
    owner_email: str
    slot: Slot
    reminded: bool = False
