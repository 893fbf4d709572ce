from django.db.models import Sum
from rest_framework import viewsets, permissions
from rest_framework.decorators import action
from rest_framework.response import Response

from orders.models import Order
from orders.serializers import OrderSerializer, OrderSummarySerializer


class OrderViewSet(viewsets.ReadOnlyModelViewSet):
    serializer_class = OrderSerializer
    permission_classes = [permissions.IsAuthenticated]
    filterset_fields = ["status", "customer"]
    ordering = ["-created_at"]

    def get_queryset(self):
        qs = (
            Order.objects.filter(shop=self.request.user.shop)
            .select_related("customer")
            .prefetch_related("items")
        )
        return qs.order_by(*self.ordering)

    def get_serializer_class(self):
        if self.action == "summary":
            return OrderSummarySerializer
        return super().get_serializer_class()

    @action(detail=False)
    def summary(self, request):
        qs = self.filter_queryset(self.get_queryset())
        totals = qs.aggregate(revenue=Sum("total"))
        data = self.get_serializer(qs[:20], many=True).data
        return Response({"revenue": totals["revenue"] or 0, "latest": data})
