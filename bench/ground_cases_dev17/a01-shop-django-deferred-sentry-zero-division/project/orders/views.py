from datetime import timedelta

from django.db.models import Count, Sum
from django.utils import timezone
from rest_framework import serializers, viewsets
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from orders.models import Order
from orders.serializers import OrderSerializer


class OrderViewSet(viewsets.ModelViewSet):
    serializer_class = OrderSerializer
    permission_classes = [IsAuthenticated]

    def get_queryset(self):
        qs = (
            Order.objects.filter(shop=self.request.user.shop)
            .select_related("customer")
            .prefetch_related("lines")
        )
        customer = self.request.query_params.get("customer")
        if customer:
            qs = qs.filter(customer_id=customer)
        status = self.request.query_params.get("status")
        if status:
            wanted = [s.strip() for s in status.split(",") if s.strip()]
            unknown = sorted(set(wanted) - set(Order.Status.values))
            if unknown:
                raise serializers.ValidationError(
                    {"status": f"unknown status {', '.join(unknown)}; use one of {', '.join(Order.Status.values)}"}
                )
            qs = qs.filter(status__in=wanted)
        return qs

    def perform_create(self, serializer):
        shop = self.request.user.shop
        serializer.save(shop=shop, created_by=self.request.user, number=shop.next_order_number())

    def perform_destroy(self, instance):
        # orders are never deleted, only cancelled
        instance.status = Order.Status.CANCELLED
        instance.save(update_fields=["status", "updated_at"])


class OrderStatsView(APIView):
    """Revenue and average order value for the dashboard header."""

    permission_classes = [IsAuthenticated]

    def get(self, request):
        days = int(request.query_params.get("days", 30))
        since = timezone.now() - timedelta(days=days)
        orders = Order.objects.filter(shop=request.user.shop, created_at__gte=since).exclude(
            status=Order.Status.CANCELLED
        )
        agg = orders.aggregate(revenue=Sum("total_cents"), count=Count("id"))
        revenue = agg["revenue"] or 0
        count = agg["count"]
        by_status = dict(orders.values_list("status").annotate(n=Count("id")))
        avg = revenue / count
        return Response(
            {
                "days": days,
                "orders": count,
                "revenue_cents": revenue,
                "avg_order_cents": round(avg),
                "by_status": by_status,
            }
        )
