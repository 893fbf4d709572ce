from datetime import date

from django.http import JsonResponse
from django.utils.dateparse import parse_date

from appointments.models import Appointment
from reports.utils import day_bounds, fmt_local


def daily(request):
    day = parse_date(request.GET.get("day", "")) or date.today()
    start, end = day_bounds(day)
    rows = (
        Appointment.objects.filter(starts_at__gte=start, starts_at__lt=end)
        .select_related("practitioner")
        .order_by("starts_at")
    )
    data = [
        {
            "time": fmt_local(a.starts_at),
            "patient": a.patient_name,
            "practitioner": a.practitioner.name,
            "status": a.status,
        }
        for a in rows
    ]
    return JsonResponse({"day": day.isoformat(), "appointments": data})


def no_shows(request):
    count = Appointment.objects.filter(status="no_show").count()
    return JsonResponse({"no_shows": count})
