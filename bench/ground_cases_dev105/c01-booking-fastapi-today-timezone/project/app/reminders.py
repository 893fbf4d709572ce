from __future__ import annotations

import logging
from datetime import datetime, timezone

from app.bookings import BookingRepo, upcoming
from app.config import settings

log = logging.getLogger(__name__)


class SmsClient:
    def send(self, phone: str, text: str) -> None:  # pragma: no cover - real client lives in infra
        raise NotImplementedError


def reminder_text(start_utc: datetime) -> str:
    local = start_utc.astimezone(settings.shop_tz)
    return f"【{settings.sms_sender}】您预约的 {local:%m-%d %H:%M} 即将开始，请准时到店。"


def send_due_reminders(repo: BookingRepo, sms: SmsClient, now: datetime | None = None) -> int:
    """Run every few minutes from cron; sends one SMS per booking entering the window."""
    now = now or datetime.now(timezone.utc)
    window_start = now + settings.remind_before
    sent = 0
    for booking in upcoming(repo, window_start, settings.remind_window):
        try:
            sms.send(booking.customer_phone, reminder_text(booking.start))
            sent += 1
        except Exception:
            log.exception("reminder failed for booking %s", booking.id)
    return sent
