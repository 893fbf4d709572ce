import csv
from datetime import datetime

from django.contrib.auth.decorators import login_required, permission_required
from django.http import HttpResponse, HttpResponseBadRequest
from django.shortcuts import render
from django.utils import timezone

from orders.models import Order

DATE_FORMAT = "%Y-%m-%d"  # what <input type="date"> submits

COLUMNS = [
    ("Order", lambda o: o.number),
    ("Placed", lambda o: timezone.localtime(o.placed_at).strftime("%Y-%m-%d %H:%M")),
    ("Customer", lambda o: o.customer_name),
    ("Email", lambda o: o.customer_email),
    ("Status", lambda o: o.get_status_display()),
    ("Items", lambda o: o.item_count),
    ("Total (USD)", lambda o: o.total),
]


@login_required
@permission_required("orders.export_orders", raise_exception=True)
def export_form(request):
    return render(request, "reports/export_form.html")


@login_required
@permission_required("orders.export_orders", raise_exception=True)
def export_orders(request):
    try:
        start = datetime.strptime(request.GET["from"], DATE_FORMAT).date()
        end = datetime.strptime(request.GET["to"], DATE_FORMAT).date()
    except KeyError:
        return HttpResponseBadRequest("from and to are required")
    except ValueError:
        return HttpResponseBadRequest("dates must be YYYY-MM-DD")
    orders = (
        Order.objects.filter(placed_at__date__gte=start, placed_at__date__lte=end)
        .prefetch_related("lines")
        .order_by("placed_at")
    )
    response = HttpResponse(content_type="text/csv")
    response["Content-Disposition"] = f'attachment; filename="orders_{start}_{end}.csv"'
    writer = csv.writer(response)
    writer.writerow([title for title, _ in COLUMNS])
    for order in orders:
        writer.writerow([value(order) for _, value in COLUMNS])
    return response
