from rest_framework import serializers

from orders.models import Order, OrderItem


class OrderItemSerializer(serializers.ModelSerializer):
    product_name = serializers.CharField(source="product.name")
    sku = serializers.CharField(source="product.sku")

    class Meta:
        model = OrderItem
        fields = ["id", "product_name", "sku", "quantity", "unit_price"]


class OrderSerializer(serializers.ModelSerializer):
    customer_name = serializers.CharField(source="customer.full_name")
    items = OrderItemSerializer(many=True)

    class Meta:
        model = Order
        fields = ["id", "number", "status", "customer_name", "items", "total", "created_at"]


class OrderSummarySerializer(serializers.ModelSerializer):
    customer_name = serializers.CharField(source="customer.full_name")

    class Meta:
        model = Order
        fields = ["id", "number", "customer_name", "total"]
