import csv

from django.contrib.admin.views.decorators import staff_member_required
from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from django.utils import timezone
from rest_framework.decorators import api_view
from rest_framework.response import Response

from .models import Order
from .services import CouponError, apply_coupon


@api_view(["POST"])
def apply_coupon_view(request, pk):
    order = get_object_or_404(Order, pk=pk, customer=request.user)
    try:
        apply_coupon(order, request.data.get("code", ""))
    except CouponError as e:
        return Response({"detail": str(e)}, status=400)
    return Response({"subtotal": order.subtotal, "discount": order.discount, "total": order.total})


@staff_member_required
def export_orders_csv(request):
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = 'attachment; filename="orders.csv"'
    writer = csv.writer(response)
    writer.writerow(["注文ID", "注文日時", "顧客", "ステータス", "小計", "割引", "合計"])
    orders = Order.objects.select_related("customer").order_by("-created_at")
    for o in orders:
        writer.writerow([
            o.pk,
            timezone.localtime(o.created_at).strftime("%Y-%m-%d %H:%M"),
            o.customer.email,
            o.get_status_display(),
            o.subtotal,
            o.discount,
            float(o.total),
        ])
    return response
