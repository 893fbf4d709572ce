import csv

from django.conf import settings
from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from django.utils import timezone

from exports.utils import CSV_HEADER, content_disposition, export_filename, order_row
from orders.models import Order, Shop


def export_orders_csv(request, shop_code: str) -> HttpResponse:
    shop = get_object_or_404(Shop, code=shop_code)
    orders = (
        Order.objects.filter(shop=shop)
        .select_related("customer")
        .order_by("placed_at")[: settings.EXPORT_MAX_ROWS]
    )
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    filename = export_filename(f"orders_{shop.name}", timezone.localdate())
    response["Content-Disposition"] = content_disposition(filename)
    response.write("\ufeff")  # BOM so Excel detects UTF-8
    writer = csv.writer(response)
    writer.writerow(CSV_HEADER)
    for order in orders:
        writer.writerow(order_row(order))
    return response
