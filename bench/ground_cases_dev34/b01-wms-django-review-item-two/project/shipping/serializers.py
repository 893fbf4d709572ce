from __future__ import annotations

from rest_framework import serializers

from shipping.models import Order, OrderLine


class OrderLineInSerializer(serializers.Serializer):
    sku = serializers.CharField(max_length=64)
    quantity = serializers.IntegerField()


class OrderInSerializer(serializers.Serializer):
    warehouse_id = serializers.IntegerField()
    customer_ref = serializers.CharField(max_length=120)
    allow_partial = serializers.BooleanField(default=True)
    lines = OrderLineInSerializer(many=True, allow_empty=False)


class OrderLineSerializer(serializers.ModelSerializer):
    sku = serializers.CharField(source="product.sku", read_only=True)

    class Meta:
        model = OrderLine
        fields = ["id", "sku", "quantity", "allocated_quantity"]


class OrderSerializer(serializers.ModelSerializer):
    lines = OrderLineSerializer(many=True, read_only=True)

    class Meta:
        model = Order
        fields = ["id", "customer_ref", "warehouse_id", "status", "allocated_at", "created_at", "lines"]
