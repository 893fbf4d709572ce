from datetime import date

from rest_framework import status
from rest_framework.decorators import api_view
from rest_framework.response import Response

from booking.models import Appointment, Doctor, Patient
from booking.slots import generate_slots


@api_view(["GET"])
def available_slots(request):
    doctor = Doctor.objects.get(pk=request.query_params["doctor"])
    day = date.fromisoformat(request.query_params["date"])
    slots = generate_slots(day, doctor)
    return Response([{"start": s.isoformat(), "end": e.isoformat()} for s, e in slots])


@api_view(["POST"])
def create_appointment(request):
    data = request.data
    doctor = Doctor.objects.get(pk=data["doctor"])
    patient, _ = Patient.objects.get_or_create(
        email=data["email"], defaults={"name": data["name"], "phone": data.get("phone", "")}
    )
    day = date.fromisoformat(data["start"][:10])
    wanted = data["start"]
    free = {s.isoformat(): (s, e) for s, e in generate_slots(day, doctor)}
    if wanted not in free:
        return Response({"error": "slot_unavailable"}, status=status.HTTP_409_CONFLICT)
    starts_at, ends_at = free[wanted]
    appt = Appointment.objects.create(doctor=doctor, patient=patient, starts_at=starts_at, ends_at=ends_at)
    return Response({"id": appt.id, "start": appt.starts_at.isoformat()}, status=status.HTTP_201_CREATED)
