from rest_framework import serializers

from orders.models import Order


class SparseFieldsMixin:
    """Keeps only the fields named in ?fields=a,b,c (unknown names are ignored)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        request = self.context.get("request")
        wanted = request.query_params.get("fields") if request else None
        if wanted:
            keep = {name.strip() for name in wanted.split(",")}
            for name in set(self.fields) - keep:
                self.fields.pop(name)


class OrderSerializer(SparseFieldsMixin, serializers.ModelSerializer):
    # 64-bit ids as strings: JSON numbers above 2**53 lose precision in JavaScript clients
    external_id = serializers.CharField(read_only=True)
    partner = serializers.StringRelatedField()
    total = serializers.DecimalField(max_digits=12, decimal_places=2, coerce_to_string=True)
    created_at = serializers.DateTimeField(read_only=True)
    updated_at = serializers.DateTimeField(read_only=True)

    class Meta:
        model = Order
        fields = ["id", "external_id", "partner", "status", "total", "currency", "created_at", "updated_at"]


class OrderStatusSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=["paid", "shipped", "cancelled"])

    def validate_status(self, value):
        order = self.context["order"]
        if order.status == "cancelled":
            raise serializers.ValidationError("cancelled orders cannot change status")
        return value
