from rest_framework import serializers

from .models import Invoice


class InvoiceSerializer(serializers.ModelSerializer):
    customer_name = serializers.CharField(source="customer.name", read_only=True)

    class Meta:
        model = Invoice
        fields = ["id", "number", "status", "total", "issued_at", "customer", "customer_name"]
        read_only_fields = ["number", "issued_at"]
