from datetime import date

from django.contrib.auth.mixins import PermissionRequiredMixin
from django.views import View

from orders.exports import csv_response
from orders.models import Order


class OrderExportView(PermissionRequiredMixin, View):
    permission_required = "orders.view_order"

    def get(self, request):
        qs = Order.objects.select_related("customer")
        since = request.GET.get("since")
        until = request.GET.get("until")
        if since:
            qs = qs.filter(created_at__date__gte=date.fromisoformat(since))
        if until:
            qs = qs.filter(created_at__date__lte=date.fromisoformat(until))
        status = request.GET.get("status")
        if status:
            qs = qs.filter(status=status)
        return csv_response(qs.order_by("created_at"))
