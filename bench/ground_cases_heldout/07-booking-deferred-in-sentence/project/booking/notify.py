from __future__ import annotations

import smtplib
from collections.abc import Iterable
from datetime import datetime, timedelta
from email.message import EmailMessage

from .models import Booking

REMIND_BEFORE = timedelta(hours=24)
SENDER = "rooms@example.co.jp"


def due_reminders(bookings: Iterable[Booking], now: datetime | None = None) -> list[Booking]:
    """前日リマインダーを送るべき予約。"""
    now = now or datetime.utcnow()
    return [b for b in bookings
            if not b.reminded and b.slot.start - REMIND_BEFORE <= now < b.slot.start]


def build_message(b: Booking) -> EmailMessage:
    msg = EmailMessage()
    msg["From"] = SENDER
    msg["To"] = b.owner_email
    msg["Subject"] = f"【予約リマインダー】{b.room} {b.slot.start:%m/%d %H:%M}〜"
    msg.set_content(
        f"{b.room} の予約は明日 {b.slot.start:%H:%M}〜{b.slot.end:%H:%M} です。\n"
        "不要になった場合はキャンセルをお願いします。\n"
    )
    return msg


def send_reminders(bookings: Iterable[Booking], host: str = "localhost") -> int:
    due = due_reminders(bookings)
    with smtplib.SMTP(host) as smtp:
        for b in due:
            smtp.send_message(build_message(b))
            b.reminded = True
    return len(due)
