"""Clinic settings. One clinic per deployment, read from env at startup."""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from datetime import time


def _env_time(name: str, default: str) -> time:
    raw = os.environ.get(name, default)
    hh, mm = raw.split(":")
    return time(int(hh), int(mm))


@dataclass(frozen=True)
class ClinicConfig:
    name: str = "Northside Physio"
    timezone: str = "America/Chicago"
    opens: time = field(default_factory=lambda: _env_time("CLINIC_OPENS", "08:00"))
    closes: time = field(default_factory=lambda: _env_time("CLINIC_CLOSES", "17:00"))
    slot_minutes: int = 45
    closed_weekdays: tuple[int, ...] = (6,)  # sunday
    sunday_hours: tuple[str, str] | None = ("10:00", "14:00")


def load() -> ClinicConfig:
    return ClinicConfig(
        name=os.environ.get("CLINIC_NAME", "Northside Physio"),
        timezone=os.environ.get("CLINIC_TZ", "America/Chicago"),
        slot_minutes=int(os.environ.get("SLOT_MINUTES", "45")),
    )


settings = load()
