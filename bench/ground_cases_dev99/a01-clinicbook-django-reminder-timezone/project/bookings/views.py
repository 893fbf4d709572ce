from __future__ import annotations

import json
from datetime import date, datetime

from django.db import IntegrityError
from django.http import HttpRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.utils import timezone
from django.views.decorators.http import require_GET, require_POST

from bookings.models import Appointment, Practitioner
from bookings.slots import available_slots, days_ahead

DEFAULT_DAYS = 7
MAX_DAYS = 31


def _serialize(appointment: Appointment) -> dict:
    return {
        "id": appointment.pk,
        "practitioner": appointment.practitioner_id,
        "patient_name": appointment.patient_name,
        "start": timezone.localtime(appointment.start).isoformat(),
        "duration_minutes": appointment.duration_min,
        "status": appointment.status,
    }


@require_GET
def availability(request: HttpRequest, practitioner_id: int) -> JsonResponse:
    practitioner = get_object_or_404(Practitioner, pk=practitioner_id, active=True)
    start = date.fromisoformat(request.GET["from"]) if "from" in request.GET else timezone.localdate()
    try:
        count = int(request.GET.get("days", DEFAULT_DAYS))
    except ValueError:
        return JsonResponse({"error": "days must be a whole number"}, status=400)
    count = max(1, min(count, MAX_DAYS))
    days = {}
    for day in days_ahead(start, count):
        days[day.isoformat()] = [slot.isoformat() for slot in available_slots(practitioner, day)]
    return JsonResponse({"practitioner": practitioner.pk, "days": days})


@require_POST
def book(request: HttpRequest, practitioner_id: int) -> JsonResponse:
    practitioner = get_object_or_404(Practitioner, pk=practitioner_id, active=True)
    payload = json.loads(request.body)
    start = datetime.fromisoformat(payload["start"])
    if timezone.is_naive(start):
        start = timezone.make_aware(start)
    if start not in available_slots(practitioner, timezone.localdate(start)):
        return JsonResponse({"error": "slot not available"}, status=409)
    try:
        appointment = Appointment.objects.create(
            practitioner=practitioner,
            patient_name=payload["patient_name"],
            patient_phone=payload["patient_phone"],
            start=start,
        )
    except IntegrityError:
        return JsonResponse({"error": "slot not available"}, status=409)
    return JsonResponse(_serialize(appointment), status=201)


@require_GET
def appointment_detail(request: HttpRequest, appointment_id: int) -> JsonResponse:
    appointment = get_object_or_404(Appointment.objects.select_related("practitioner"), pk=appointment_id)
    return JsonResponse(_serialize(appointment))
