from rest_framework import generics, serializers

from orders.models import Order


class OrderSerializer(serializers.ModelSerializer):
    customer = serializers.CharField(source="customer.name")

    class Meta:
        model = Order
        fields = ["id", "number", "customer", "total_yen", "placed_at", "status"]


class OrderList(generics.ListAPIView):
    serializer_class = OrderSerializer

    def get_queryset(self):
        qs = Order.objects.select_related("customer")
        shop = self.request.query_params.get("shop")
        return qs.filter(shop__code=shop) if shop else qs
