from __future__ import annotations

import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    clinic_tz: str = "Europe/Berlin"
    reminder_lead_hours: int = 24
    sms_sender: str = "ClinicBook"
    quiet_start: int = 21
    quiet_end: int = 8
    db_url: str = "sqlite:///clinicbook.db"


def _int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return default
    return int(raw)


def load_settings() -> Settings:
    return Settings(
        clinic_tz=os.environ.get("CLINIC_TZ", Settings.clinic_tz),
        reminder_lead_hours=_int("REMINDER_LEAD_HOURS", Settings.reminder_lead_hours),
        sms_sender=os.environ.get("SMS_SENDER", Settings.sms_sender),
        quiet_start=_int("QUIET_START", Settings.quiet_start),
        quiet_end=_int("QUIET_END", Settings.quiet_end),
        db_url=os.environ.get("DATABASE_URL", Settings.db_url),
    )
