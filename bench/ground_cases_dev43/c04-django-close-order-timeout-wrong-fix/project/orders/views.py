from datetime import timedelta

from django.conf import settings
from django.shortcuts import get_object_or_404
from django.utils import timezone
from rest_framework import permissions, serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from orders.models import Order, OrderStatus


class OrderDetailSerializer(serializers.ModelSerializer):
    pay_amount_yuan = serializers.SerializerMethodField()

    class Meta:
        model = Order
        fields = ["id", "order_no", "status", "pay_amount_fen", "pay_amount_yuan", "created_at"]

    def get_pay_amount_yuan(self, obj: Order) -> str:
        return f"{obj.pay_amount_fen / 100:.2f}"


class OrderDetailView(APIView):
    """小程序订单详情：待支付的订单返回支付倒计时。"""

    permission_classes = [permissions.IsAuthenticated]

    def get(self, request, pk: int):
        order = get_object_or_404(Order, pk=pk, user=request.user)
        data = OrderDetailSerializer(order).data
        if order.status == OrderStatus.PENDING:
            expire_at = order.created_at + timedelta(minutes=settings.ORDER_PAY_TIMEOUT)
            data["pay_expire_at"] = expire_at.isoformat()
            data["pay_expire_in"] = max(0, int((expire_at - timezone.now()).total_seconds()))
            data["pay_timeout_minutes"] = settings.ORDER_PAY_TIMEOUT
        return Response(data)
