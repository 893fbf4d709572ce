from zoneinfo import ZoneInfo

from rest_framework import serializers

from .models import Ticket

JST = ZoneInfo("Asia/Tokyo")


class TicketSerializer(serializers.ModelSerializer):
    status_label = serializers.CharField(source="get_status_display", read_only=True)
    priority_label = serializers.CharField(source="get_priority_display", read_only=True)
    is_overdue = serializers.BooleanField(read_only=True)
    created_at = serializers.DateTimeField(read_only=True, default_timezone=JST)
    due_at = serializers.DateTimeField(required=False, default_timezone=JST)

    class Meta:
        model = Ticket
        fields = [
            "id",
            "subject",
            "body",
            "customer_email",
            "status",
            "status_label",
            "priority",
            "priority_label",
            "assignee",
            "created_at",
            "due_at",
            "is_overdue",
        ]
        read_only_fields = ["created_at"]

    def validate_subject(self, value):
        value = value.strip()
        if not value:
            raise serializers.ValidationError("件名を入力してください")
        return value
