import csv

from django.http import StreamingHttpResponse
from django.utils import timezone
from rest_framework import viewsets
from rest_framework.decorators import action
from rest_framework.permissions import IsAdminUser

from orders.models import Order
from orders.serializers import OrderExportSerializer, OrderSerializer


class Echo:
    """A file-like object whose write returns the value, for streaming CSV."""

    def write(self, value):
        return value


class OrderViewSet(viewsets.ReadOnlyModelViewSet):
    queryset = Order.objects.select_related("user")
    serializer_class = OrderSerializer
    permission_classes = [IsAdminUser]
    filterset_fields = ["status"]

    @action(detail=False, methods=["get"])
    def export(self, request):
        rows = self.filter_queryset(self.get_queryset()).iterator(chunk_size=500)
        writer = csv.writer(Echo())

        def stream():
            yield "\ufeff"
            yield writer.writerow(OrderExportSerializer.HEADERS)
            for order in rows:
                data = OrderExportSerializer(order).data
                yield writer.writerow([data[f] for f in OrderExportSerializer.Meta.fields])

        response = StreamingHttpResponse(stream(), content_type="text/csv; charset=utf-8")
        filename = f"orders_{timezone.localdate():%Y%m%d}.csv"
        response["Content-Disposition"] = f'attachment; filename="{filename}"'
        return response
