"""Which bookings need a reminder e-mail right now, and the e-mail itself."""
from __future__ import annotations

from datetime import datetime, timedelta
from email.message import EmailMessage

from bookings.config import settings
from bookings.models import Booking


def due_reminders(bookings: list[Booking], now: datetime) -> list[Booking]:
    """Bookings whose reminder time fell inside the last window and that were not reminded yet."""
    window = timedelta(minutes=settings.window_minutes)
    due = []
    for booking in bookings:
        if not booking.active or booking.reminder_sent:
            continue
        send_at = reminder_time(booking)
        if now - window <= send_at <= now:
            due.append(booking)
    return due[: settings.reminder_batch]


def reminder_time(booking: Booking) -> datetime:
    """When the reminder for ``booking`` should go out."""
    lead = timedelta(hours=settings.reminder_lead_minutes)
    return booking.starts_at - lead


def build_email(booking: Booking) -> EmailMessage:
    msg = EmailMessage()
    msg["From"] = settings.sender
    msg["To"] = booking.patient.email
    msg["Subject"] = f"Reminder: your appointment at {booking.clinic}"
    when = booking.starts_at.strftime("%d %b %Y, %H:%M UTC")
    msg.set_content(
        f"Hi {booking.patient.name},\n\n"
        f"this is a reminder of your appointment at {booking.clinic} on {when}.\n"
        "Reply to this e-mail if you need to reschedule.\n"
    )
    return msg
