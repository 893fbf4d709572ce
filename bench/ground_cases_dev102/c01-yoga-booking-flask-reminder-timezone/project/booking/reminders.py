"""Reminder e-mails for upcoming bookings (run by scheduler.py)."""
from __future__ import annotations

import logging
from datetime import datetime, timedelta

from booking.models import Booking, BookingStore

log = logging.getLogger(__name__)

REMIND_BEFORE = timedelta(hours=24)


def reminder_due(booking: Booking, now: datetime | None = None) -> bool:
    """True when the reminder for ``booking`` should go out now."""
    if booking.reminded or booking.cancelled:
        return False
    now = now or datetime.utcnow()
    starts = booking.starts_at.replace(tzinfo=None)
    return starts - REMIND_BEFORE <= now


def render(booking: Booking) -> str:
    local = booking.starts_at.strftime("%m月%d日 %H:%M")
    return f"您好，提醒您：您预约的服务将于 {local} 开始，时长 {booking.minutes} 分钟。"


def send_reminders(store: BookingStore, send, now: datetime | None = None) -> int:
    sent = 0
    for booking in store.upcoming():
        if not reminder_due(booking, now):
            continue
        try:
            send(booking.customer_email, "预约提醒", render(booking))
        except OSError:
            log.exception("reminder for booking %s failed", booking.id)
            continue
        booking.reminded = True
        sent += 1
    log.info("sent %d reminders", sent)
    return sent
