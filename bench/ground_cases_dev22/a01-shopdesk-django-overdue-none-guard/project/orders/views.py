from rest_framework import permissions, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response

from orders.models import Order
from orders.serializers import OrderSerializer


class OrderViewSet(viewsets.ModelViewSet):
    serializer_class = OrderSerializer
    permission_classes = [permissions.IsAuthenticated]

    def get_queryset(self):
        qs = Order.objects.select_related("customer").prefetch_related("lines")
        customer = self.request.query_params.get("customer")
        if customer:
            qs = qs.filter(customer_id=customer)
        status = self.request.query_params.get("status")
        if status:
            qs = qs.filter(status=status)
        return qs

    @action(detail=True, methods=["post"])
    def send(self, request, pk=None):
        order = self.get_object()
        order.status = Order.Status.OPEN
        order.save(update_fields=["status"])
        return Response(self.get_serializer(order).data)

    @action(detail=False, methods=["get"])
    def overdue(self, request):
        orders = [o for o in self.get_queryset() if self.get_serializer(o).data["is_overdue"]]
        return Response(self.get_serializer(orders, many=True).data)
