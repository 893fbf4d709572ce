"""Ops dashboard endpoints: daily/weekly numbers and the CSV export."""
from __future__ import annotations

import csv

from django.contrib.admin.views.decorators import staff_member_required
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.views.decorators.http import require_GET

from orders.models import Order
from orders.services import EXPORT_HEADER, daily_summary, export_rows, refund_summary, weekly_summary
from orders.utils import parse_day, week_start


@staff_member_required
@require_GET
def daily(request: HttpRequest) -> JsonResponse:
    day = parse_day(request.GET.get("day"))
    data = daily_summary(day)
    data["refunds"] = refund_summary(day)
    return JsonResponse(data)


@staff_member_required
@require_GET
def weekly(request: HttpRequest) -> JsonResponse:
    day = parse_day(request.GET.get("day"))
    return JsonResponse(weekly_summary(week_start(day)))


@staff_member_required
@require_GET
def export_orders(request: HttpRequest) -> HttpResponse:
    day = parse_day(request.GET.get("day"))
    qs = Order.objects.filter(created_at__date=day).order_by("created_at")
    status = request.GET.get("status")
    if status:
        if status not in Order.Status.values:
            return HttpResponse(f"unknown status: {status}", status=400)
        qs = qs.filter(status=status)
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="orders-{day:%Y%m%d}.csv"'
    response.write("\ufeff")  # Excel needs the BOM to read UTF-8
    writer = csv.writer(response)
    writer.writerow(EXPORT_HEADER)
    writer.writerows(export_rows(qs))
    return response
