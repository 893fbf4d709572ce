import json
from datetime import date

from django.db import IntegrityError
from django.http import HttpRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET, require_POST

from .emails import send_confirmation
from .models import Appointment, Practitioner
from .slots import generate_slots


@require_GET
def available_slots(request: HttpRequest, practitioner_id: int) -> JsonResponse:
    practitioner = get_object_or_404(Practitioner, pk=practitioner_id, active=True)
    try:
        day = date.fromisoformat(request.GET["date"])
    except (KeyError, ValueError):
        return JsonResponse({"error": "date=YYYY-MM-DD is required"}, status=400)
    slots = generate_slots(practitioner, day)
    # full ISO 8601 with the clinic's offset, e.g. 2025-10-27T10:00:00+01:00
    return JsonResponse({"date": day.isoformat(), "slots": [s.isoformat() for s in slots]})


@require_POST
def book(request: HttpRequest, practitioner_id: int) -> JsonResponse:
    practitioner = get_object_or_404(Practitioner, pk=practitioner_id, active=True)
    data = json.loads(request.body)
    try:
        appointment = Appointment.objects.create(
            practitioner=practitioner,
            start=data["start"],
            patient_name=data["name"],
            patient_email=data["email"],
        )
    except IntegrityError:
        return JsonResponse({"error": "slot_taken"}, status=409)
    emailed = send_confirmation(appointment)
    return JsonResponse({"id": appointment.id, "emailed": emailed}, status=201)
