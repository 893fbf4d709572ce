from rest_framework import serializers

from orders.models import Order
from orders.utils import mask_phone


class OrderSerializer(serializers.ModelSerializer):
    status_display = serializers.CharField(source="get_status_display", read_only=True)

    class Meta:
        model = Order
        fields = [
            "id",
            "order_no",
            "receiver_name",
            "receiver_phone",
            "address",
            "amount",
            "status",
            "status_display",
            "created_at",
            "paid_at",
        ]
        read_only_fields = fields


class OrderExportSerializer(serializers.ModelSerializer):
    """One CSV row per order for the ops export."""

    status = serializers.CharField(source="get_status_display")
    created_at = serializers.DateTimeField(format="%Y-%m-%d %H:%M:%S")
    receiver_phone = serializers.SerializerMethodField()

    class Meta:
        model = Order
        fields = ["order_no", "receiver_name", "receiver_phone", "address", "amount", "status", "created_at"]

    def get_receiver_phone(self, obj: Order) -> str:
        return mask_phone(obj.receiver_phone)

    HEADERS = ["订单号", "收货人", "手机号", "地址", "金额", "状态", "下单时间"]
