"""当日朝のリマインドSMS。CronJob から `python -m app.reminders` で呼ばれる。"""
import logging
from datetime import datetime, time, timedelta

from sqlalchemy import create_engine, select
from sqlalchemy.orm import Session

from app.models import Appointment
from app.settings import settings
from app.sms import SmsError, reminder_body, send_sms

log = logging.getLogger(__name__)


def todays_window(now: datetime) -> tuple[datetime, datetime]:
    local = now.astimezone(settings.tz)
    start = datetime.combine(local.date(), time(0, 0), tzinfo=settings.tz)
    return start, start + timedelta(days=1)


def due_appointments(session: Session, now: datetime) -> list[Appointment]:
    start, end = todays_window(now)
    stmt = (
        select(Appointment)
        .where(Appointment.status == "booked")
        .where(Appointment.starts_at >= start, Appointment.starts_at < end)
        .where(Appointment.reminded_at.is_(None))
        .order_by(Appointment.starts_at)
    )
    return list(session.scalars(stmt))


def run(session: Session, now: datetime) -> int:
    sent = 0
    for appt in due_appointments(session, now):
        if not appt.patient.phone:
            continue
        hhmm = appt.starts_at.astimezone(settings.tz).strftime("%H:%M")
        try:
            send_sms(appt.patient.phone, reminder_body(appt.patient.name, hhmm))
        except SmsError as exc:
            log.warning("reminder for appointment %s failed: %s", appt.id, exc)
            continue
        appt.reminded_at = now
        sent += 1
    session.commit()
    return sent


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    engine = create_engine(settings.database_url)
    with Session(engine) as s:
        n = run(s, datetime.now(settings.tz))
    log.info("sent %d reminders", n)
