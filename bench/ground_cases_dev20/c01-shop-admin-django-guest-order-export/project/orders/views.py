import csv
from datetime import date

from django.contrib.admin.views.decorators import staff_member_required
from django.http import HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, render
from django.utils import timezone

from .models import Order


@staff_member_required
def order_list(request):
    status = request.GET.get("status")
    qs = Order.objects.select_related("customer")
    if status:
        qs = qs.filter(status=status)
    return render(request, "orders/order_list.html", {"orders": qs[:200], "status": status})


@staff_member_required
def order_detail(request, number):
    order = get_object_or_404(Order.objects.select_related("customer"), number=number)
    return render(request, "orders/order_detail.html", {"order": order})


def _parse_date(value, default):
    try:
        return date.fromisoformat(value)
    except (TypeError, ValueError):
        return default


@staff_member_required
def export_orders_csv(request):
    today = timezone.localdate()
    start = _parse_date(request.GET.get("start"), today.replace(day=1))
    end = _parse_date(request.GET.get("end"), today)
    qs = (
        Order.objects.select_related("customer")
        .filter(created_at__date__gte=start, created_at__date__lte=end)
        .exclude(status=Order.Status.CANCELLED)
        .order_by("created_at")
    )

    response = HttpResponse(content_type="text/csv; charset=utf-8-sig")
    response["Content-Disposition"] = f'attachment; filename="orders_{start}_{end}.csv"'
    writer = csv.writer(response)
    writer.writerow(["订单号", "下单时间", "邮箱", "收货人", "城市", "状态", "金额"])
    for order in qs.iterator(chunk_size=500):
        writer.writerow(
            [
                order.number,
                timezone.localtime(order.created_at).strftime("%Y-%m-%d %H:%M"),
                order.customer.email,
                order.shipping_name,
                order.shipping_city,
                order.get_status_display(),
                f"{order.total:.2f}",
            ]
        )
    return response


@staff_member_required
def order_stats(request):
    today = timezone.localdate()
    paid = Order.objects.filter(status=Order.Status.PAID, paid_at__date=today)
    return JsonResponse({"date": str(today), "paid_count": paid.count()})
