from rest_framework import serializers

from reports.models import Order


class RevenueRowSerializer(serializers.Serializer):
    day = serializers.DateField()
    orders = serializers.IntegerField()
    net = serializers.DecimalField(max_digits=14, decimal_places=2, coerce_to_string=False)
    tax = serializers.DecimalField(max_digits=14, decimal_places=2, coerce_to_string=False)
    gross = serializers.DecimalField(max_digits=14, decimal_places=2, coerce_to_string=False)


class RangeQuerySerializer(serializers.Serializer):
    """Query parameters of the report endpoints (?from=&to=)."""

    date_from = serializers.DateField(source="from")
    date_to = serializers.DateField(source="to")

    def validate(self, attrs):
        if attrs["from"] > attrs["to"]:
            raise serializers.ValidationError("from is after to")
        return attrs


class OrderSerializer(serializers.ModelSerializer):
    customer_name = serializers.CharField(source="customer.name", read_only=True)
    amount_net = serializers.DecimalField(max_digits=12, decimal_places=2, coerce_to_string=False, read_only=True)
    tax = serializers.DecimalField(max_digits=12, decimal_places=2, coerce_to_string=False, read_only=True)
    amount_gross = serializers.DecimalField(max_digits=12, decimal_places=2, coerce_to_string=False, read_only=True)

    class Meta:
        model = Order
        fields = ["id", "customer_name", "status", "amount_net", "tax", "amount_gross", "created_at"]
