from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from clinicbook.config import Settings


@dataclass
class Appointment:
    id: int
    patient_phone: str
    starts_at: str  # "2025-03-14 09:30", wall clock at the clinic
    doctor: str


def parse_start(raw: str, tz_name: str) -> datetime:
    """Appointment start as an aware datetime."""
    naive = datetime.strptime(raw, "%Y-%m-%d %H:%M")
    return naive.replace(tzinfo=timezone.utc)


def in_quiet_hours(moment: datetime, settings: Settings) -> bool:
    local = moment.astimezone(ZoneInfo(settings.clinic_tz))
    if settings.quiet_start > settings.quiet_end:
        return local.hour >= settings.quiet_start or local.hour < settings.quiet_end
    return settings.quiet_start <= local.hour < settings.quiet_end


def reminder_time(appt: Appointment, settings: Settings) -> datetime:
    start = parse_start(appt.starts_at, settings.clinic_tz)
    send_at = start - timedelta(hours=settings.reminder_lead_hours)
    while in_quiet_hours(send_at, settings):
        send_at -= timedelta(hours=1)
    return send_at


def due_reminders(appts: list[Appointment], now: datetime, settings: Settings) -> list[Appointment]:
    return [a for a in appts if reminder_time(a, settings) <= now]


def reminder_text(appt: Appointment, settings: Settings) -> str:
    start = parse_start(appt.starts_at, settings.clinic_tz)
    return f"{settings.sms_sender}: reminder, {appt.doctor} on {start:%d.%m. at %H:%M}."
