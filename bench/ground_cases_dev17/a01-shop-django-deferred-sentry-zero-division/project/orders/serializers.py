from rest_framework import serializers

from orders.models import Order, OrderLine


class OrderLineSerializer(serializers.ModelSerializer):
    total_cents = serializers.IntegerField(read_only=True)

    class Meta:
        model = OrderLine
        fields = ["id", "sku", "title", "quantity", "unit_price_cents", "total_cents"]


class OrderSerializer(serializers.ModelSerializer):
    lines = OrderLineSerializer(many=True, read_only=True)
    customer_name = serializers.CharField(source="customer.name", read_only=True)

    class Meta:
        model = Order
        fields = [
            "id",
            "number",
            "status",
            "customer",
            "customer_name",
            "total_cents",
            "currency",
            "lines",
            "created_at",
        ]
        read_only_fields = ["number", "total_cents", "created_at"]

    def validate_status(self, value):
        instance = self.instance
        if instance and instance.status == Order.Status.CANCELLED and value != Order.Status.CANCELLED:
            raise serializers.ValidationError("a cancelled order cannot be reopened")
        return value
