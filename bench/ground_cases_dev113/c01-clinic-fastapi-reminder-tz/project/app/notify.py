from __future__ import annotations

import logging
from datetime import datetime, timedelta, timezone

from app.slots import Slot, label

log = logging.getLogger(__name__)

REMIND_BEFORE = timedelta(hours=2)
TEMPLATE = "【仁和门诊】您预约的{doctor}医生 {when} 的门诊即将开始，请提前15分钟到达。"


def due_reminders(appointments: list[dict], now: datetime | None = None) -> list[dict]:
    now = now or datetime.now(timezone.utc)
    due = []
    for appt in appointments:
        if appt.get("reminded"):
            continue
        start = appt["start_utc"]
        if start - REMIND_BEFORE <= now < start:
            due.append(appt)
    return due


def format_reminder(appt: dict) -> str:
    slot = Slot(appt["doctor_id"], appt["start_utc"])
    return TEMPLATE.format(doctor=appt["doctor_name"], when=label(slot))


def run_reminders(appointments: list[dict], send) -> int:
    """Called by the */5 cron in deploy/crontab."""
    sent = 0
    for appt in due_reminders(appointments):
        try:
            send(appt["phone"], format_reminder(appt))
        except Exception:
            log.exception("sms failed for appointment %s", appt["id"])
            continue
        appt["reminded"] = True
        sent += 1
    return sent
