from django.db.models import Count
from rest_framework import mixins, viewsets
from rest_framework.response import Response
from rest_framework.views import APIView

from orders.models import Order
from orders.reports import daily_totals, top_customers
from orders.serializers import OrderDetailSerializer, OrderListSerializer


class OrderViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, viewsets.GenericViewSet):
    def get_queryset(self):
        qs = Order.objects.select_related("customer").annotate(item_count=Count("items"))
        status = self.request.query_params.get("status")
        if status:
            qs = qs.filter(status=status)
        return qs

    def get_serializer_class(self):
        if self.action == "list":
            return OrderListSerializer
        return OrderDetailSerializer


class DailyReportView(APIView):
    def get(self, request):
        days = min(int(request.query_params.get("days", 30)), 365)
        return Response({"days": days, "rows": daily_totals(days=days)})


class TopCustomersView(APIView):
    def get(self, request):
        limit = min(int(request.query_params.get("limit", 10)), 100)
        return Response(top_customers(limit=limit))
