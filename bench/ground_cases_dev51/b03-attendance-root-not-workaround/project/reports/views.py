from datetime import date, datetime, timedelta

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render

from reports.exports import summaries_csv
from reports.services import daily_summary, week_summaries


def _local_today() -> date:
    # services._today() is UTC; the screen wants the JST date
    return (datetime.utcnow() + timedelta(hours=9)).date()


@login_required
def dashboard(request: HttpRequest) -> HttpResponse:
    summary = daily_summary(_local_today())
    week = week_summaries(_local_today())
    return render(request, "reports/dashboard.html", {"summary": summary, "week": week})


@login_required
def summary_api(request: HttpRequest) -> JsonResponse:
    raw = request.GET.get("date")
    day = date.fromisoformat(raw) if raw else _local_today()
    s = daily_summary(day)
    return JsonResponse({
        "date": s.day.isoformat(),
        "present": s.present,
        "absent": s.absent,
        "late": s.late,
        "overtime_minutes": s.overtime_minutes,
    })


@login_required
def export_csv(request: HttpRequest) -> HttpResponse:
    week = week_summaries(_local_today())
    response = HttpResponse(summaries_csv(week), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = 'attachment; filename="attendance-week.csv"'
    return response
