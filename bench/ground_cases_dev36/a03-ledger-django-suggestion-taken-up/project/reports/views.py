from datetime import date

from django.contrib.auth.decorators import permission_required
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest
from django.shortcuts import render
from django.utils import timezone

from reports import queries


def _previous_month(today: date) -> tuple[int, int]:
    if today.month == 1:
        return today.year - 1, 12
    return today.year, today.month - 1


def _period_from(request: HttpRequest) -> tuple[int, int] | None:
    """?year=2025&month=11, or None when not given."""
    try:
        year = int(request.GET["year"])
        month = int(request.GET["month"])
    except (KeyError, ValueError):
        return None
    if not 1 <= month <= 12:
        raise ValueError(f"bad month {month}")
    return year, month


@permission_required("reports.view_finance")
def monthly_report(request: HttpRequest) -> HttpResponse:
    today = timezone.now().astimezone(queries.REPORT_TZ).date()
    try:
        period = _period_from(request)
    except ValueError as exc:
        return HttpResponseBadRequest(str(exc))
    year, month = period or _previous_month(today)
    context = {
        "period": date(year, month, 1),
        "totals": queries.monthly_totals(year, month),
        "top_customers": list(queries.top_customers(year, month)),
        "generated_at": timezone.now(),
    }
    return render(request, "reports/monthly.html", context)
