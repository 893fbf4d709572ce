import logging

from django.db import connection
from django.http import JsonResponse
from rest_framework import generics, permissions
from rest_framework.decorators import api_view, permission_classes
from rest_framework.response import Response

from .models import Invoice
from .serializers import InvoiceSerializer

logger = logging.getLogger(__name__)


class InvoiceListView(generics.ListAPIView):
    serializer_class = InvoiceSerializer
    permission_classes = [permissions.IsAuthenticated]

    def get_queryset(self):
        return Invoice.objects.filter(org=self.request.user.org).order_by("-issued_at")


class InvoiceDetailView(generics.RetrieveUpdateAPIView):
    serializer_class = InvoiceSerializer
    permission_classes = [permissions.IsAuthenticated]

    def get_queryset(self):
        return Invoice.objects.select_related("customer").all()

    def perform_update(self, serializer):
        invoice = serializer.save(updated_by=self.request.user)
        logger.info("invoice %s updated by %s", invoice.pk, self.request.user.pk)


@api_view(["GET"])
@permission_classes([permissions.IsAuthenticated])
def revenue_report(request):
    month = request.GET.get("month", "")
    org_id = request.user.org_id
    with connection.cursor() as cur:
        cur.execute(
            f"SELECT customer_id, SUM(total) FROM billing_invoice "
            f"WHERE org_id = {org_id} AND to_char(issued_at, 'YYYY-MM') = '{month}' "
            f"GROUP BY customer_id"
        )
        rows = cur.fetchall()
    return Response([{"customer_id": c, "total": str(t)} for c, t in rows])


def health(request):
    return JsonResponse({"ok": True})
