import csv

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, render

from .models import Order


@login_required
def order_list(request):
    orders = Order.objects.select_related("customer").order_by("-created_at")
    status = request.GET.get("status")
    if status in Order.Status.values:
        orders = orders.filter(status=status)
    page = Paginator(orders, 50).get_page(request.GET.get("page"))
    return render(request, "orders/order_list.html", {
        "page": page,
        "orders": page.object_list,
        "current_status": status,
        "status_choices": Order.Status.choices,
    })


@login_required
def order_detail(request, pk):
    order = get_object_or_404(Order.objects.select_related("customer"), pk=pk)
    return render(request, "orders/order_detail.html", {"order": order})


@login_required
def export_csv(request):
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = 'attachment; filename="orders.csv"'
    response.write("\ufeff")  # Excel 需要 BOM 才能认出 UTF-8
    writer = csv.writer(response)
    writer.writerow(["number", "customer", "total", "status", "created_at"])
    for order in Order.objects.select_related("customer").order_by("-created_at").iterator():
        writer.writerow([
            order.number,
            order.customer.name,
            f"{order.total:.2f}",
            order.status,
            order.created_at.isoformat(),
        ])
    return response
