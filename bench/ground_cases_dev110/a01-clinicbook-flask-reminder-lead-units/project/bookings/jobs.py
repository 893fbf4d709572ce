"""The periodic job that sends reminder e-mails (run every few minutes by the scheduler)."""
from __future__ import annotations

import logging
import smtplib
from datetime import datetime, timezone

from bookings.config import settings
from bookings.models import Booking
from bookings.reminders import build_email, due_reminders

log = logging.getLogger(__name__)


class Store:
    """What the job needs from the database."""

    def upcoming(self) -> list[Booking]:  # pragma: no cover - real one lives in db.py
        raise NotImplementedError

    def save(self, booking: Booking) -> None:  # pragma: no cover
        raise NotImplementedError


def run_due(store: Store, now: datetime | None = None, dry_run: bool = False) -> int:
    now = now or datetime.now(timezone.utc)
    bookings = due_reminders(store.upcoming(), now)
    if not bookings:
        log.info("no reminders due at %s", now.isoformat())
        return 0
    if dry_run:
        for booking in bookings:
            print(f"would remind {booking.patient.email} (booking {booking.id}, {booking.starts_at:%Y-%m-%d %H:%M} UTC)")
        return len(bookings)
    with smtplib.SMTP(settings.smtp_host) as smtp:
        for booking in bookings:
            smtp.send_message(build_email(booking))
            booking.mark_reminded()
            store.save(booking)
    log.info("sent %d reminders", len(bookings))
    return len(bookings)
