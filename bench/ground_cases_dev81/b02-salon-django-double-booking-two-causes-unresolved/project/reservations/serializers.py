from rest_framework import serializers

from .models import Reservation, Slot


class SlotSerializer(serializers.ModelSerializer):
    stylist = serializers.CharField(source="stylist.name")
    available = serializers.SerializerMethodField()

    class Meta:
        model = Slot
        fields = ["id", "stylist", "starts_at", "duration_minutes", "available"]

    def get_available(self, slot):
        from .services import is_available

        return is_available(slot)


class ReservationSerializer(serializers.ModelSerializer):
    slot = SlotSerializer(read_only=True)
    slot_id = serializers.IntegerField(write_only=True)
    pay_online = serializers.BooleanField(write_only=True, default=False)

    class Meta:
        model = Reservation
        fields = [
            "id", "slot", "slot_id", "customer_name", "customer_email", "customer_phone",
            "status", "pay_online", "created_at", "confirmed_at",
        ]
        read_only_fields = ["status", "created_at", "confirmed_at"]
