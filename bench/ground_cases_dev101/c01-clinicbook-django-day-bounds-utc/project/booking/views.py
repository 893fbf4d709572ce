from __future__ import annotations

from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from rest_framework.decorators import api_view
from rest_framework.response import Response

from booking.models import Doctor
from booking.reports import export_csv, weekly_summary
from booking.services.schedule import board
from booking.services.slots import available_slots, next_free_slot
from booking.timeutils import format_slot, parse_day


@api_view(["GET"])
def doctor_slots(request, doctor_id: int):
    doctor = get_object_or_404(Doctor, pk=doctor_id, active=True)
    day = parse_day(request.query_params.get("date"))
    slots = available_slots(doctor, day)
    return Response({"doctor": str(doctor), "date": day.isoformat(), "slots": [format_slot(s) for s in slots]})


@api_view(["GET"])
def doctor_next_slot(request, doctor_id: int):
    doctor = get_object_or_404(Doctor, pk=doctor_id, active=True)
    slot = next_free_slot(doctor, parse_day(request.query_params.get("from")))
    return Response({"next": slot.isoformat() if slot else None})


@api_view(["GET"])
def front_desk_board(request):
    day = parse_day(request.query_params.get("date"))
    return Response({"date": day.isoformat(), "doctors": board(day)})


@api_view(["GET"])
def weekly_report(request):
    anchor = parse_day(request.query_params.get("week_of"))
    if request.query_params.get("format") == "csv":
        resp = HttpResponse(export_csv(anchor), content_type="text/csv; charset=utf-8")
        resp["Content-Disposition"] = f'attachment; filename="weekly-{anchor.isoformat()}.csv"'
        return resp
    return Response({"week_of": anchor.isoformat(), "days": weekly_summary(anchor)})
