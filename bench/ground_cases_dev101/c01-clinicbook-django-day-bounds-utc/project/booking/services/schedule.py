"""The day's appointment list the front desk works from."""
from __future__ import annotations

from collections import defaultdict
from datetime import date

from django.db.models import QuerySet

from booking.models import Appointment, Doctor
from booking.timeutils import day_bounds, to_local


def appointments_on(day: date) -> QuerySet[Appointment]:
    start, end = day_bounds(day)
    return Appointment.objects.filter(start_at__gte=start, start_at__lt=end).select_related("doctor")


def board(day: date) -> list[dict]:
    """One row per doctor with the day's appointments, for the front desk screen."""
    rows: dict[int, dict] = {}
    grouped: dict[int, list[Appointment]] = defaultdict(list)
    for appt in appointments_on(day).exclude(status=Appointment.Status.CANCELLED):
        grouped[appt.doctor_id].append(appt)
        rows.setdefault(appt.doctor_id, {"doctor": str(appt.doctor), "items": []})
    for doctor_id, items in grouped.items():
        rows[doctor_id]["items"] = [
            {
                "id": a.id,
                "time": to_local(a.start_at).strftime("%H:%M"),
                "patient": a.patient_name,
                "status": a.get_status_display(),
            }
            for a in items
        ]
    return sorted(rows.values(), key=lambda r: r["doctor"])


def doctors_on_duty(day: date) -> list[Doctor]:
    ids = appointments_on(day).values_list("doctor_id", flat=True).distinct()
    return list(Doctor.objects.filter(id__in=ids, active=True))
