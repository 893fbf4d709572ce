from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timezone


@dataclass
class Patient:
    id: int
    name: str
    email: str
    locale: str = "en"


@dataclass
class Booking:
    id: int
    patient: Patient
    clinic: str
    starts_at: datetime  # always UTC, tz-aware
    reminder_sent: bool = False
    cancelled: bool = False
    notes: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.starts_at.tzinfo is None:
            raise ValueError("starts_at must be timezone-aware (UTC)")
        self.starts_at = self.starts_at.astimezone(timezone.utc)

    @property
    def active(self) -> bool:
        return not self.cancelled

    def mark_reminded(self) -> None:
        self.reminder_sent = True
        self.notes.append("reminder sent")
