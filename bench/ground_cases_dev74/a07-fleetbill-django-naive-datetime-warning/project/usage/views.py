from datetime import date, timedelta

from django.db.models import Sum
from django.http import JsonResponse

from usage.models import DailyUsage


def usage_dashboard(request):
    days = int(request.GET.get("days", 30))
    since = date.today() - timedelta(days=days)
    rows = (
        DailyUsage.objects.filter(day__gte=since)
        .values("customer_id", "customer__name", "customer__plan", "kind")
        .annotate(quantity=Sum("quantity"))
        .order_by("customer__name", "kind")
    )
    data = [
        {
            "customer": row["customer__name"],
            "plan": row["customer__plan"],
            "kind": row["kind"],
            "quantity": float(row["quantity"]),
        }
        for row in rows
    ]
    return JsonResponse({"since": since.isoformat(), "rows": data})
