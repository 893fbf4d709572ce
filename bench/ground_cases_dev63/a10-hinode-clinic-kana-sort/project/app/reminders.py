"""Day-before SMS reminders."""

from datetime import timedelta, timezone
from zoneinfo import ZoneInfo

from app.models import Appointment, Patient

JST = ZoneInfo("Asia/Tokyo")

WEEKDAYS_JA = ["月", "火", "水", "木", "金", "土", "日"]

TEMPLATE = "{name}様 ひので内科です。{month}月{day}日({weekday}) {time} のご予約をお待ちしております。"


def reminder_text(patient: Patient, appt: Appointment) -> str:
    start = appt.start_utc.replace(tzinfo=timezone.utc).astimezone(JST)
    return TEMPLATE.format(
        name=patient.name.split()[0],
        month=start.month,
        day=start.day,
        weekday=WEEKDAYS_JA[start.weekday()],
        time=start.strftime("%H:%M"),
    )


def due_reminders(appointments: list[Appointment], now_utc) -> list[Appointment]:
    tomorrow_from = now_utc + timedelta(hours=12)
    tomorrow_to = now_utc + timedelta(hours=36)
    return [a for a in appointments if tomorrow_from <= a.start_utc < tomorrow_to]


def reminder_batch(patients: dict[int, Patient], appointments: list[Appointment], now_utc) -> list[tuple[str, str]]:
    out = []
    for appt in due_reminders(appointments, now_utc):
        patient = patients[appt.patient_id]
        out.append((patient.phone, reminder_text(patient, appt)))
    return out
