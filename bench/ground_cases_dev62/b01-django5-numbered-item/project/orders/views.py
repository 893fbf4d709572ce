import csv
from datetime import datetime, timezone as dt_timezone

from django.contrib.auth.decorators import login_required
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect, render

from .models import Order


@login_required
def order_list(request):
    orders = Order.objects.filter(customer__user=request.user).select_related("customer")
    return render(request, "orders/list.html", {"orders": orders})


@login_required
def order_detail(request, pk):
    order = get_object_or_404(Order, pk=pk, customer__user=request.user)
    return render(request, "orders/detail.html", {"order": order})


@login_required
def cancel_order(request, pk):
    order = get_object_or_404(Order, pk=pk, customer__user=request.user)
    if request.method == "POST" and order.cancellable:
        order.status = Order.Status.CANCELLED
        order.save(update_fields=["status"])
    return redirect("orders:detail", pk=pk)


@login_required
def export_year(request, year):
    start = datetime(int(year), 1, 1, tzinfo=dt_timezone.utc)
    end = datetime(int(year) + 1, 1, 1, tzinfo=dt_timezone.utc)
    rows = Order.objects.filter(placed_at__gte=start, placed_at__lt=end)
    response = HttpResponse(content_type="text/csv")
    response["Content-Disposition"] = f'attachment; filename="orders-{year}.csv"'
    writer = csv.writer(response)
    writer.writerow(["id", "customer", "status", "total", "placed_at"])
    for o in rows:
        writer.writerow([o.pk, o.customer, o.status, o.total, o.placed_at.isoformat()])
    return response
