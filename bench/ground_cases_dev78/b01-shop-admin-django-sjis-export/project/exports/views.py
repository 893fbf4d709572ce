import codecs
from datetime import date
from urllib.parse import quote

from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, HttpResponseBadRequest

from orders.models import Order

from .csv_writer import write_orders_csv


def _content_disposition(filename: str, fallback: str) -> str:
    return f"attachment; filename=\"{fallback}\"; filename*=UTF-8''{quote(filename)}"


def _encode(body: str, encoding: str) -> tuple[bytes, str]:
    if encoding == "sjis":
        return body.encode("shift_jis"), "text/csv; charset=Shift_JIS"
    return codecs.BOM_UTF8 + body.encode("utf-8"), "text/csv; charset=utf-8"


def _parse_month(value: str | None) -> date | None:
    if not value:
        return date.today().replace(day=1)
    try:
        year, month = (int(x) for x in value.split("-"))
        return date(year, month, 1)
    except ValueError:
        return None


@login_required
def export_orders(request):
    month = _parse_month(request.GET.get("month"))
    if month is None:
        return HttpResponseBadRequest("month は YYYY-MM で指定してください")
    orders = (
        Order.objects.select_related("customer")
        .filter(ordered_at__year=month.year, ordered_at__month=month.month)
    )
    body = write_orders_csv(orders)
    payload, content_type = _encode(body, request.GET.get("encoding", "utf8"))
    response = HttpResponse(payload, content_type=content_type)
    response["Content-Disposition"] = _content_disposition(
        f"注文一覧_{month:%Y年%m月}.csv", fallback=f"orders_{month:%Y-%m}.csv"
    )
    return response
