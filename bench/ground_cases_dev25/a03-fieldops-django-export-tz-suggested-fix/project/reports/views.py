from __future__ import annotations

from datetime import date

from django.contrib.auth.decorators import permission_required
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest
from django.shortcuts import get_object_or_404

from orders.models import Office
from reports.exports import weekly_orders_csv


@permission_required("orders.view_order")
def weekly_export(request: HttpRequest, office_id: int) -> HttpResponse:
    office = get_object_or_404(
        Office.objects.filter(is_active=True), pk=office_id, export_recipients__isnull=False
    )
    try:
        week_start = date.fromisoformat(request.GET["week"])
    except (KeyError, ValueError):
        return HttpResponseBadRequest("week=YYYY-MM-DD (a Monday) is required")
    if week_start.weekday() != 0:
        return HttpResponseBadRequest("week must be a Monday")

    response = HttpResponse(weekly_orders_csv(office, week_start), content_type="text/csv")
    filename = f"orders-{office.code}-{week_start:%Y-%m-%d}.csv"
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response
