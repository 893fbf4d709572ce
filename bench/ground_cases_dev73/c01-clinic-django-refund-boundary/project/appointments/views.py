from datetime import date

from rest_framework.decorators import api_view
from rest_framework.response import Response

from .cancellation import CancellationError, cancel_appointment
from .models import Appointment, Clinic
from .slots import free_slots


@api_view(["GET"])
def available_slots(request, clinic_id):
    clinic = Clinic.objects.get(pk=clinic_id)
    day = date.fromisoformat(request.query_params["date"])
    slots = free_slots(clinic, day)
    return Response({"clinic": clinic.id, "date": day.isoformat(), "slots": [s.isoformat() for s in slots]})


@api_view(["POST"])
def book(request):
    data = request.data
    appt = Appointment.objects.create(
        clinic_id=data["clinic"],
        patient_name=data["name"],
        patient_phone=data["phone"],
        starts_at=data["starts_at"],
        ends_at=data["ends_at"],
        paid_amount=data.get("paid", "0"),
    )
    return Response({"id": appt.id}, status=201)


@api_view(["POST"])
def cancel(request, appointment_id):
    try:
        appt = cancel_appointment(appointment_id)
    except CancellationError as exc:
        return Response({"error": str(exc)}, status=409)
    return Response({"id": appt.id, "refunded": str(appt.refunded_amount)})
