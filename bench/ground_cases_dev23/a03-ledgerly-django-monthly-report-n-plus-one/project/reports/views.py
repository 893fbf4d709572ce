import csv
from datetime import date

from django.contrib.auth.decorators import login_required
from django.db.models import Count, Q, Sum
from django.http import HttpResponse
from django.shortcuts import render

from billing.models import Customer, Invoice


def _month_bounds(year: int, month: int) -> tuple[date, date]:
    start = date(year, month, 1)
    end = date(year + (month == 12), month % 12 + 1, 1)
    return start, end


def _requested_month(request) -> tuple[int, int]:
    today = date.today()
    return int(request.GET.get("year", today.year)), int(request.GET.get("month", today.month))


@login_required
def monthly_summary(request):
    year, month = _requested_month(request)
    start, end = _month_bounds(year, month)

    rows = []
    for customer in Customer.objects.filter(active=True):
        totals = customer.invoices.filter(issued_at__gte=start, issued_at__lt=end).exclude(
            status=Invoice.Status.VOID
        ).aggregate(
            count=Count("id"),
            total=Sum("amount"),
            paid=Sum("amount", filter=Q(status=Invoice.Status.PAID)),
        )
        if not totals["count"]:
            continue
        rows.append({
            "customer": customer,
            "count": totals["count"],
            "total": totals["total"],
            "paid": totals["paid"] or 0,
        })

    rows.sort(key=lambda r: r["total"], reverse=True)
    context = {
        "rows": rows,
        "start": start,
        "end": end,
        "grand_total": sum(r["total"] for r in rows),
    }
    return render(request, "reports/monthly_summary.html", context)


@login_required
def monthly_export(request):
    year, month = _requested_month(request)
    start, end = _month_bounds(year, month)
    data = (
        Invoice.objects.filter(issued_at__gte=start, issued_at__lt=end)
        .exclude(status=Invoice.Status.VOID)
        .values("customer__name", "customer__email")
        .annotate(count=Count("id"), total=Sum("amount"))
        .order_by("-total")
    )
    response = HttpResponse(content_type="text/csv")
    response["Content-Disposition"] = f'attachment; filename="invoices-{year}-{month:02d}.csv"'
    writer = csv.writer(response)
    writer.writerow(["customer", "email", "invoices", "total"])
    for row in data:
        writer.writerow([row["customer__name"], row["customer__email"], row["count"], row["total"]])
    return response
