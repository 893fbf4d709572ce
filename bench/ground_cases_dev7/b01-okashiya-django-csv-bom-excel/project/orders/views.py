from django.contrib.admin.views.decorators import staff_member_required
from django.shortcuts import render

from orders.models import Order
from reports.csv_export import orders_csv_response


@staff_member_required
def order_list(request):
    orders = Order.objects.all()[:200]
    return render(request, "orders/list.html", {"orders": orders})


@staff_member_required
def export_orders_csv(request):
    orders = Order.objects.prefetch_related("items")
    status = request.GET.get("status")
    if status:
        orders = orders.filter(status=status)
    return orders_csv_response(orders)
