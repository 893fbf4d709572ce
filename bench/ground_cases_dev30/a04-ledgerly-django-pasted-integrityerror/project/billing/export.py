import csv
from datetime import date

from django.contrib.auth.decorators import login_required
from django.db.models import DecimalField, F, Sum, Value
from django.db.models.functions import Coalesce
from django.http import HttpResponse, HttpResponseBadRequest

from billing.models import Invoice

COLUMNS = ["number", "customer", "created", "due", "status", "total", "currency"]


def _parse_day(value: str | None) -> date | None:
    try:
        return date.fromisoformat(value) if value else None
    except ValueError:
        return None


@login_required
def invoice_export(request):
    start, end = _parse_day(request.GET.get("from")), _parse_day(request.GET.get("to"))
    if start is None or end is None or start > end:
        return HttpResponseBadRequest("from and to must be dates (YYYY-MM-DD), from <= to")
    invoices = (
        Invoice.objects.select_related("customer")
        .filter(created_at__date__gte=start, created_at__date__lte=end)
        .annotate(line_total=Coalesce(
            Sum(F("lines__quantity") * F("lines__unit_price")),
            Value(0),
            output_field=DecimalField(max_digits=14, decimal_places=2),
        ))
        .order_by("number")
    )
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="invoices_{start}_{end}.csv"'
    writer = csv.writer(response)
    writer.writerow(COLUMNS)
    for inv in invoices.iterator(chunk_size=500):
        writer.writerow([
            inv.number,
            inv.customer.name,
            inv.created_at.date().isoformat(),
            inv.due_on.isoformat(),
            inv.status,
            f"{inv.line_total:.2f}",
            inv.currency,
        ])
    return response
