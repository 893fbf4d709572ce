from __future__ import annotations

import csv
from datetime import date

from django.http import HttpResponse
from rest_framework.exceptions import ValidationError
from rest_framework.response import Response
from rest_framework.views import APIView

from reports.services import daily_revenue, previous_period, revenue_summary


def _dates(request) -> tuple[date, date]:
    try:
        start = date.fromisoformat(request.query_params["from"])
        end = date.fromisoformat(request.query_params["to"])
    except (KeyError, ValueError):
        raise ValidationError("from and to are required, as YYYY-MM-DD (both inclusive)")
    if end < start:
        raise ValidationError("to is before from")
    return start, end


def _csv(row: dict, filename: str) -> HttpResponse:
    response = HttpResponse(content_type="text/csv")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    writer = csv.DictWriter(response, fieldnames=list(row))
    writer.writeheader()
    writer.writerow(row)
    return response


class RevenueReportView(APIView):
    def get(self, request):
        start, end = _dates(request)
        current = revenue_summary(start, end)
        before = revenue_summary(*previous_period(start, end))
        change = None
        if before.net:
            change = round(float((current.net - before.net) / before.net * 100), 1)
        row = {
            "from": start, "to": end,
            "payments": current.payments,
            "gross": f"{current.gross:.2f}",
            "fees": f"{current.fees:.2f}",
            "net": f"{current.net:.2f}",
            "change_pct": change,
        }
        if request.query_params.get("export") == "csv":
            return _csv(row, f"revenue_{start}_{end}.csv")
        return Response(row)


class DailyRevenueView(APIView):
    def get(self, request):
        start, end = _dates(request)
        rows = daily_revenue(start, end)
        return Response([{"day": r["day"], "payments": r["payments"], "gross": str(r["gross"])} for r in rows])
