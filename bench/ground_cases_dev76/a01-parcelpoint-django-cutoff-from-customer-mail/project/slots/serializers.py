from rest_framework import serializers

from slots.models import Slot


class SlotSerializer(serializers.ModelSerializer):
    free = serializers.IntegerField(read_only=True)

    class Meta:
        model = Slot
        fields = ["id", "date", "starts_at", "ends_at", "free"]


class BookingRequestSerializer(serializers.Serializer):
    slot_id = serializers.IntegerField()
    order_ref = serializers.CharField(max_length=32)
