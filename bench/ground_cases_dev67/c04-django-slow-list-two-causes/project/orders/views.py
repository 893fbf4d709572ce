from datetime import timedelta

from django.utils import timezone
from rest_framework import viewsets

from orders.models import Order
from orders.serializers import OrderDetailSerializer, OrderListSerializer


class OrderViewSet(viewsets.ModelViewSet):
    """Back-office order list. Ops open it all day with the default 30-day window."""

    def get_serializer_class(self):
        if self.action == "list":
            return OrderListSerializer
        return OrderDetailSerializer

    def get_queryset(self):
        qs = Order.objects.select_related("customer")
        if self.action != "list":
            return qs
        params = self.request.query_params
        days = int(params.get("days", 30))
        since = (timezone.now() - timedelta(days=days)).date()
        qs = qs.filter(created_at__date__gte=since)
        if status := params.get("status"):
            qs = qs.filter(status=status)
        if phone := params.get("phone"):
            qs = qs.filter(customer__phone=phone)
        return qs.order_by("-created_at")

    def perform_update(self, serializer):
        serializer.save()
