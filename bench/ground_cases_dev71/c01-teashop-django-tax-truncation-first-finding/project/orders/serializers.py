from rest_framework import serializers

from orders.models import Order, OrderLine
from orders.pricing import order_totals


class OrderLineSerializer(serializers.ModelSerializer):
    class Meta:
        model = OrderLine
        fields = ["sku", "title", "unit_price", "quantity"]


class OrderSerializer(serializers.ModelSerializer):
    lines = OrderLineSerializer(many=True, read_only=True)
    totals = serializers.SerializerMethodField()
    status_label = serializers.CharField(source="get_status_display", read_only=True)

    class Meta:
        model = Order
        fields = ["id", "status", "status_label", "points_used", "lines", "totals", "created_at"]

    def get_totals(self, obj):
        totals = order_totals(
            obj.lines.all(),
            discount=obj.discount,
            shipping=obj.shipping_fee,
            points=obj.points_used,
        )
        return {key: str(value) for key, value in totals.items()}


class OrderListSerializer(serializers.ModelSerializer):
    item_count = serializers.SerializerMethodField()

    class Meta:
        model = Order
        fields = ["id", "status", "item_count", "created_at"]

    def get_item_count(self, obj):
        return sum(line.quantity for line in obj.lines.all())
