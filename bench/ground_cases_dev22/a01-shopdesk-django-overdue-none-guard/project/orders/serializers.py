from datetime import timedelta

from django.utils import timezone
from rest_framework import serializers

from orders.models import Order, OrderLine


class OrderLineSerializer(serializers.ModelSerializer):
    class Meta:
        model = OrderLine
        fields = ["id", "sku", "quantity", "unit_price"]


class OrderSerializer(serializers.ModelSerializer):
    lines = OrderLineSerializer(many=True, read_only=True)
    is_overdue = serializers.SerializerMethodField()
    days_open = serializers.SerializerMethodField()
    total = serializers.SerializerMethodField()

    class Meta:
        model = Order
        fields = ["id", "customer", "status", "created_at", "due_date",
                  "lines", "is_overdue", "days_open", "total"]
        read_only_fields = ["created_at"]

    def get_is_overdue(self, obj):
        if obj.status in (Order.Status.PAID, Order.Status.CANCELLED):
            return False
        return obj.due_date < timezone.localdate()

    def get_days_open(self, obj):
        end = obj.closed_at or timezone.now()
        return (end - obj.created_at) // timedelta(days=1)

    def get_total(self, obj):
        return str(sum(line.quantity * line.unit_price for line in obj.lines.all()))
