from rest_framework import serializers

from notifications.models import NotificationPreference


class PreferenceSerializer(serializers.ModelSerializer):
    class Meta:
        model = NotificationPreference
        fields = ["email_on_mention", "email_on_direct_message", "push_enabled", "digest_frequency", "updated_at"]
        read_only_fields = ["updated_at"]
