from rest_framework import serializers

from shop.orders.models import Coupon, Order, OrderItem


class OrderItemSerializer(serializers.ModelSerializer):
    class Meta:
        model = OrderItem
        fields = ["sku", "name", "unit_price", "quantity"]


class OrderSerializer(serializers.ModelSerializer):
    items = OrderItemSerializer(many=True)
    total = serializers.DecimalField(max_digits=10, decimal_places=2, read_only=True)
    coupon_codes = serializers.ListField(
        child=serializers.CharField(max_length=32), write_only=True, required=False
    )

    class Meta:
        model = Order
        fields = [
            "id", "number", "status", "items", "coupon_codes",
            "subtotal", "discount", "shipping", "total", "created_at",
        ]
        read_only_fields = ["number", "status", "subtotal", "discount", "shipping", "created_at"]

    def create(self, validated_data):
        items = validated_data.pop("items")
        codes = validated_data.pop("coupon_codes", [])
        coupons = list(Coupon.objects.filter(code__in=codes, active=True))
        if len(coupons) != len(set(codes)):
            raise serializers.ValidationError({"coupon_codes": "包含无效或已停用的优惠券"})
        order = Order.objects.create(**validated_data)
        for item in items:
            OrderItem.objects.create(order=order, **item)
        order.coupons.set(coupons)
        order.reprice()
        return order
