from rest_framework import serializers

from common.utils import format_yen
from orders.models import Order


class OrderListSerializer(serializers.ModelSerializer):
    customer_name = serializers.CharField(source="customer.name")
    item_count = serializers.SerializerMethodField()
    last_shipment = serializers.SerializerMethodField()
    total_display = serializers.SerializerMethodField()

    class Meta:
        model = Order
        fields = ["id", "status", "total", "total_display", "customer_name",
                  "item_count", "last_shipment", "created_at"]

    def get_item_count(self, obj: Order) -> int:
        annotated = getattr(obj, "item_count", None)
        if annotated is not None:
            return annotated
        return obj.items.count()

    def get_last_shipment(self, obj: Order):
        shipment = obj.shipments.order_by("-created_at").first()
        if shipment is None:
            return None
        return {"carrier": shipment.carrier, "tracking_no": shipment.tracking_no}

    def get_total_display(self, obj: Order) -> str:
        return format_yen(obj.total)


class OrderDetailSerializer(serializers.ModelSerializer):
    customer_name = serializers.CharField(source="customer.name")

    class Meta:
        model = Order
        fields = ["id", "status", "total", "customer_name", "created_at"]
