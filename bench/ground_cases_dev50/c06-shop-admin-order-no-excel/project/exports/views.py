import csv
from datetime import date

from django.contrib.admin.views.decorators import staff_member_required
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest

from exports.formatters import HEADER, order_row
from orders.models import Order


def _parse_day(value: str | None) -> date | None:
    try:
        return date.fromisoformat(value) if value else None
    except ValueError:
        return None


@staff_member_required
def export_orders(request: HttpRequest) -> HttpResponse:
    start = _parse_day(request.GET.get("start"))
    end = _parse_day(request.GET.get("end"))
    if start is None or end is None or end < start:
        return HttpResponseBadRequest("start/end must be YYYY-MM-DD and end >= start")

    qs = (Order.objects
          .filter(created_at__date__gte=start, created_at__date__lte=end)
          .order_by("created_at"))

    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="orders-{start:%Y%m%d}-{end:%Y%m%d}.csv"'
    # BOM first, or Excel on Windows decodes the file as GBK
    response.write("\ufeff")
    writer = csv.writer(response)
    writer.writerow(HEADER)
    for order in qs.iterator(chunk_size=2000):
        writer.writerow(order_row(order))
    return response
