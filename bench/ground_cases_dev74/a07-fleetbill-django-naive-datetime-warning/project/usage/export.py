"""CSV export of the usage dashboard for account managers (opened in Excel)."""
import csv
import io
from datetime import date, timedelta

from django.db.models import Sum
from django.http import HttpResponse

from usage.models import DailyUsage


def usage_csv(request):
    days = int(request.GET.get("days", 30))
    since = date.today() - timedelta(days=days)
    rows = (
        DailyUsage.objects.filter(day__gte=since)
        .values("customer__name", "kind")
        .annotate(quantity=Sum("quantity"))
        .order_by("customer__name", "kind")
    )
    buffer = io.StringIO()
    buffer.write("\ufeff")  # Excel needs the BOM to read UTF-8
    writer = csv.writer(buffer, delimiter=";", quoting=csv.QUOTE_MINIMAL, lineterminator="\r\n")
    writer.writerow(["customer", "kind", "quantity"])
    for row in rows:
        writer.writerow([row["customer__name"], row["kind"], str(row["quantity"]).replace(".", ",")])
    response = HttpResponse(buffer.getvalue(), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="usage-{since.isoformat()}.csv"'
    return response
