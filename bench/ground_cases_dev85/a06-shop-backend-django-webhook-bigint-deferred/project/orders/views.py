from rest_framework import generics, status
from rest_framework.response import Response
from rest_framework.views import APIView

from orders.models import Order
from orders.serializers import OrderSerializer, OrderStatusSerializer
from orders.webhooks.dispatch import send_order_event


class OrderList(generics.ListAPIView):
    serializer_class = OrderSerializer

    def get_queryset(self):
        qs = Order.objects.select_related("partner")
        if status_filter := self.request.query_params.get("status"):
            qs = qs.filter(status=status_filter)
        return qs


class OrderDetail(generics.RetrieveAPIView):
    queryset = Order.objects.select_related("partner")
    serializer_class = OrderSerializer


class OrderStatus(APIView):
    def post(self, request, pk):
        order = generics.get_object_or_404(Order, pk=pk)
        ser = OrderStatusSerializer(data=request.data, context={"order": order})
        ser.is_valid(raise_exception=True)
        order.status = ser.validated_data["status"]
        order.save(update_fields=["status", "updated_at"])
        send_order_event(order, f"order.{order.status}")
        return Response(OrderSerializer(order).data, status=status.HTTP_200_OK)
