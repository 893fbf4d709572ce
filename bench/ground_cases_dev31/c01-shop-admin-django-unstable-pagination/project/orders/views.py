import csv
from datetime import datetime

from django.http import HttpResponse
from rest_framework import viewsets
from rest_framework.views import APIView

from .models import Order
from .serializers import OrderSerializer

EXPORT_HEADER = ["订单号", "客户", "状态", "金额", "备注", "下单时间"]


class OrderViewSet(viewsets.ReadOnlyModelViewSet):
    serializer_class = OrderSerializer

    def get_queryset(self):
        qs = Order.objects.filter(shop=self.request.user.shop).select_related("customer")
        status = self.request.query_params.get("status")
        if status:
            qs = qs.filter(status=status)
        keyword = self.request.query_params.get("q")
        if keyword:
            qs = qs.filter(number__icontains=keyword)
        return qs.prefetch_related("items")


class OrderExportView(APIView):
    def get(self, request):
        start = request.query_params.get("start")
        end = request.query_params.get("end")
        qs = Order.objects.filter(shop=request.user.shop).select_related("customer")
        if start:
            qs = qs.filter(created_at__date__gte=start)
        if end:
            qs = qs.filter(created_at__date__lte=end)

        filename = f"orders-{datetime.now():%Y%m%d%H%M}.csv"
        response = HttpResponse(content_type="text/csv; charset=utf-8")
        response.write("\ufeff")  # BOM，Excel 靠它识别 UTF-8
        response["Content-Disposition"] = f'attachment; filename="{filename}"'
        writer = csv.writer(response)
        writer.writerow(EXPORT_HEADER)
        for o in qs.order_by("created_at"):
            writer.writerow([o.number, o.customer.name, o.get_status_display(), o.total, o.remark,
                             o.created_at.strftime("%Y-%m-%d %H:%M")])
        return response
