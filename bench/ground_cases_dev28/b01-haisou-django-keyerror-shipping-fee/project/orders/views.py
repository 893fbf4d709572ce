from rest_framework import viewsets

from orders.models import Order
from orders.serializers import OrderSerializer


class OrderViewSet(viewsets.ReadOnlyModelViewSet):
    serializer_class = OrderSerializer

    def get_queryset(self):
        qs = Order.objects.select_related("customer").prefetch_related("items")
        status = self.request.query_params.get("status")
        if status:
            qs = qs.filter(status=status)
        return qs
