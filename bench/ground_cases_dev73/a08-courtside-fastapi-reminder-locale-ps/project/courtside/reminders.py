"""Reminder mails, sent REMINDER_HOURS_BEFORE hours before a booking (APScheduler, every 10 min)."""
import smtplib
from datetime import datetime, timedelta
from email.message import EmailMessage

from jinja2 import Environment, PackageLoader
from sqlalchemy import select
from sqlalchemy.orm import Session

from courtside import settings
from courtside.models import Booking

env = Environment(loader=PackageLoader("courtside", "templates"), autoescape=True)

SUBJECTS = {
    "nl": "Herinnering: baan {court} om {time}",
    "en": "Reminder: court {court} at {time}",
}


def render_reminder(booking: Booking, locale: str) -> EmailMessage:
    template = env.get_template(f"reminder.{locale}.txt")
    msg = EmailMessage()
    msg["From"] = settings.MAIL_FROM
    msg["To"] = booking.member.email
    msg["Subject"] = SUBJECTS[locale].format(court=booking.court.number, time=booking.starts_at.strftime("%H:%M"))
    msg.set_content(template.render(booking=booking, club=settings.CLUB_NAME))
    return msg


def due(session: Session, now: datetime) -> list[Booking]:
    horizon = now + timedelta(hours=settings.REMINDER_HOURS_BEFORE)
    stmt = select(Booking).where(
        Booking.cancelled.is_(False),
        Booking.reminded.is_(False),
        Booking.starts_at <= horizon,
        Booking.starts_at > now,
    )
    return list(session.scalars(stmt))


def send_reminders(session: Session, now: datetime | None = None) -> int:
    now = now or datetime.now(settings.CLUB_TZ).replace(tzinfo=None)
    sent = 0
    with smtplib.SMTP(settings.SMTP_HOST) as smtp:
        for booking in due(session, now):
            smtp.send_message(render_reminder(booking, "en"))
            booking.reminded = True
            sent += 1
    session.commit()
    return sent
