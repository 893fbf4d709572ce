from rest_framework import generics, permissions
from rest_framework.pagination import PageNumberPagination

from orders.models import Order
from orders.serializers import OrderListSerializer, OrderSerializer


class OrderPagination(PageNumberPagination):
    page_size = 50
    page_size_query_param = "page_size"
    max_page_size = 100


class OrderListView(generics.ListAPIView):
    serializer_class = OrderListSerializer
    permission_classes = [permissions.IsAuthenticated]
    pagination_class = OrderPagination

    def get_queryset(self):
        qs = Order.objects.filter(user=self.request.user).prefetch_related("lines")
        status = self.request.query_params.get("status")
        if status:
            qs = qs.filter(status=status)
        return qs


class OrderDetailView(generics.RetrieveAPIView):
    serializer_class = OrderSerializer
    permission_classes = [permissions.IsAuthenticated]

    def get_queryset(self):
        return Order.objects.filter(user=self.request.user).prefetch_related("lines")
