from __future__ import annotations

from datetime import timedelta

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils import timezone

from orders.importers import ImportError_, import_orders
from orders.services.reporting import average_days_to_pay, overdue_orders, revenue_by_day


@login_required
def revenue_dashboard(request: HttpRequest) -> HttpResponse:
    today = timezone.localdate()
    start = today - timedelta(days=29)
    context = {
        "revenue": revenue_by_day(start, today),
        "avg_days_to_pay": average_days_to_pay(today - timedelta(days=90)),
    }
    return render(request, "orders/revenue_dashboard.html", context)


@login_required
def import_csv(request: HttpRequest) -> HttpResponse:
    if request.method == "POST" and request.FILES.get("file"):
        text = request.FILES["file"].read().decode("utf-8-sig")
        try:
            count = import_orders(__import__("io").StringIO(text))
        except ImportError_ as exc:
            return render(request, "orders/import.html", {"error": str(exc)}, status=400)
        return render(request, "orders/import.html", {"created": count})
    return render(request, "orders/import.html")


@login_required
def overdue_dashboard(request: HttpRequest) -> HttpResponse:
    grace = int(request.GET.get("grace", "0"))
    rows = overdue_orders(today=timezone.localdate(), grace_days=grace)
    total = sum((r.amount for r in rows), start=0)
    return render(request, "orders/overdue.html", {"rows": rows, "total": total, "grace": grace})
