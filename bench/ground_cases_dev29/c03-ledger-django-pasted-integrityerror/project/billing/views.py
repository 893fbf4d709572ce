from rest_framework import permissions, serializers, status
from rest_framework.decorators import api_view, permission_classes
from rest_framework.response import Response

from billing.models import Customer, Invoice
from billing.services import InvoiceError, issue_invoice, void_invoice


class LineSerializer(serializers.Serializer):
    description = serializers.CharField(max_length=200)
    quantity = serializers.IntegerField(min_value=1, default=1)
    unit_price = serializers.DecimalField(max_digits=12, decimal_places=2)


class IssueSerializer(serializers.Serializer):
    customer_id = serializers.IntegerField()
    lines = LineSerializer(many=True)
    note = serializers.CharField(required=False, allow_blank=True)


def _present(invoice: Invoice) -> dict:
    return {
        "id": invoice.id,
        "number": invoice.number,
        "status": invoice.status,
        "amount": str(invoice.amount),
        "issued_at": invoice.issued_at.isoformat() if invoice.issued_at else None,
    }


@api_view(["POST"])
@permission_classes([permissions.IsAuthenticated])
def create_invoice(request):
    data = IssueSerializer(data=request.data)
    data.is_valid(raise_exception=True)
    customer = Customer.objects.filter(pk=data.validated_data["customer_id"]).first()
    if customer is None:
        return Response({"detail": "客户不存在"}, status=status.HTTP_404_NOT_FOUND)
    try:
        invoice = issue_invoice(customer, data.validated_data["lines"], request.user,
                                data.validated_data.get("note", ""))
    except InvoiceError as e:
        return Response({"detail": str(e)}, status=status.HTTP_400_BAD_REQUEST)
    return Response(_present(invoice), status=status.HTTP_201_CREATED)


class IsFinance(permissions.BasePermission):
    message = "只有财务可以作废发票"

    def has_permission(self, request, view) -> bool:
        user = request.user
        return bool(user and user.is_authenticated and user.groups.filter(name="finance").exists())


class VoidSerializer(serializers.Serializer):
    reason = serializers.CharField(max_length=200)


@api_view(["POST"])
@permission_classes([IsFinance])
def void(request, pk: int):
    data = VoidSerializer(data=request.data)
    data.is_valid(raise_exception=True)
    if not Invoice.objects.filter(pk=pk).exists():
        return Response({"detail": "发票不存在"}, status=status.HTTP_404_NOT_FOUND)
    try:
        invoice = void_invoice(pk, data.validated_data["reason"])
    except InvoiceError as e:
        return Response({"detail": str(e)}, status=status.HTTP_409_CONFLICT)
    return Response(_present(invoice))
