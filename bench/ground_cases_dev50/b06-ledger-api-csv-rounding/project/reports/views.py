from django.http import HttpResponse
from rest_framework.exceptions import ValidationError
from rest_framework.generics import ListAPIView
from rest_framework.pagination import CursorPagination
from rest_framework.response import Response
from rest_framework.views import APIView

from reports.export import revenue_csv
from reports.models import Order
from reports.serializers import OrderSerializer, RevenueRowSerializer
from reports.services import BadRange, parse_range, revenue_by_day


def _range(request):
    try:
        return parse_range(request.query_params)
    except BadRange as error:
        raise ValidationError({"range": str(error)})


class RevenueReportView(APIView):
    def get(self, request):
        rows = revenue_by_day(*_range(request))
        return Response(RevenueRowSerializer(rows, many=True).data)


class RevenueCSVView(APIView):
    def get(self, request):
        date_from, date_to = _range(request)
        body = revenue_csv(revenue_by_day(date_from, date_to))
        response = HttpResponse(body, content_type="text/csv; charset=utf-8")
        response["Content-Disposition"] = f'attachment; filename="revenue_{date_from}_{date_to}.csv"'
        return response


class OrderPagination(CursorPagination):
    """Keyset pagination on created_at: no COUNT(*) over millions of orders."""
    page_size = 50
    page_size_query_param = "page_size"
    max_page_size = 200
    ordering = "-created_at"


class OrderListView(ListAPIView):
    serializer_class = OrderSerializer
    pagination_class = OrderPagination

    def get_queryset(self):
        qs = Order.objects.select_related("customer")
        status = self.request.query_params.get("status")
        return qs.filter(status=status) if status else qs
