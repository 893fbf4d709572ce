from rest_framework import serializers

from orders.models import Order, OrderItem


class OrderItemSerializer(serializers.ModelSerializer):
    class Meta:
        model = OrderItem
        fields = ["sku", "qty", "price"]


class OrderListSerializer(serializers.ModelSerializer):
    customer_name = serializers.CharField(source="customer.name")
    item_count = serializers.SerializerMethodField()
    status_label = serializers.CharField(source="get_status_display")

    class Meta:
        model = Order
        fields = ["id", "number", "customer_name", "status", "status_label", "total", "item_count", "created_at"]

    def get_item_count(self, obj):
        return obj.items.count()


class OrderDetailSerializer(serializers.ModelSerializer):
    customer_name = serializers.CharField(source="customer.name")
    items = OrderItemSerializer(many=True, read_only=True)

    class Meta:
        model = Order
        fields = ["id", "number", "customer_name", "status", "total", "items", "created_at", "updated_at"]

    def validate_status(self, value):
        if self.instance and self.instance.status == "refunded":
            raise serializers.ValidationError("已退款订单不能修改状态")
        return value
