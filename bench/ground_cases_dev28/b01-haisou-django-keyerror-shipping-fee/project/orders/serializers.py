from rest_framework import serializers

from orders.models import Order, OrderItem
from orders.services import build_summary


class OrderItemSerializer(serializers.ModelSerializer):
    class Meta:
        model = OrderItem
        fields = ["sku", "name", "unit_price", "quantity"]


class OrderSerializer(serializers.ModelSerializer):
    items = OrderItemSerializer(many=True, read_only=True)
    customer_name = serializers.CharField(source="customer.name", read_only=True)
    summary = serializers.SerializerMethodField()

    class Meta:
        model = Order
        fields = ["id", "customer_name", "status", "ordered_at", "items", "summary"]

    def get_summary(self, order):
        s = build_summary(order)
        return {
            "items_total": str(s.items_total),
            "shipping_fee": str(s.shipping_fee),
            "tax": str(s.tax),
            "total": str(s.total),
        }


class OrderSummaryRowSerializer(serializers.Serializer):
    """One CSV row of the monthly export."""

    order_id = serializers.IntegerField()
    customer = serializers.CharField()
    items_total = serializers.DecimalField(max_digits=12, decimal_places=0)
    shipping_fee = serializers.DecimalField(max_digits=12, decimal_places=0)
    tax = serializers.DecimalField(max_digits=12, decimal_places=0)
    total = serializers.DecimalField(max_digits=12, decimal_places=0)
