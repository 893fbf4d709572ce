import csv
from datetime import date

from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, render

from bookings import services
from bookings.models import Booking, Clinic

CSV_HEADER = ["予約ID", "日時", "患者名", "電話番号", "ステータス", "メモ"]


@login_required
def day_list(request, clinic_code: str, day: str):
    clinic = get_object_or_404(Clinic, code=clinic_code)
    bookings = services.bookings_for_day(date.fromisoformat(day)).filter(clinic=clinic)
    return render(request, "bookings/day_list.html", {"clinic": clinic, "bookings": bookings, "day": day})


def slots(request, clinic_code: str, day: str):
    clinic = get_object_or_404(Clinic, code=clinic_code)
    free = services.available_slots(clinic, date.fromisoformat(day))
    return JsonResponse({"slots": [s.isoformat() for s in free]})


@login_required
def export_csv(request, clinic_code: str):
    clinic = get_object_or_404(Clinic, code=clinic_code)
    start = date.fromisoformat(request.GET["from"])
    end = date.fromisoformat(request.GET["to"])
    include_cancelled = request.GET.get("include_cancelled") == "1"
    qs = services.bookings_for_export(clinic, start, end, include_cancelled=include_cancelled)
    response = HttpResponse(content_type="text/csv; charset=utf-8-sig")
    filename = f"bookings_{start:%Y%m%d}-{end:%Y%m%d}.csv"
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    writer = csv.writer(response)
    writer.writerow(CSV_HEADER)
    for b in qs:
        writer.writerow([
            b.public_code,
            b.start_at.strftime("%Y-%m-%d %H:%M"),
            str(b.patient),
            b.patient.phone,
            b.get_status_display(),
            b.note,
        ])
    return response
