from django.core.exceptions import ValidationError as DjangoValidationError
from rest_framework import serializers

from reservations.models import Booking, Room
from reservations.services import create_booking


class RoomSerializer(serializers.ModelSerializer):
    class Meta:
        model = Room
        fields = ["id", "name", "floor", "capacity", "has_display"]


class BookingSerializer(serializers.ModelSerializer):
    room = serializers.PrimaryKeyRelatedField(queryset=Room.objects.all())
    tentative = serializers.BooleanField(write_only=True, default=False)

    class Meta:
        model = Booking
        fields = ["id", "room", "title", "start", "end", "status", "tentative", "created_at"]
        read_only_fields = ["status", "created_at"]

    def create(self, validated_data):
        try:
            return create_booking(owner=self.context["request"].user, **validated_data)
        except DjangoValidationError as exc:
            raise serializers.ValidationError({"detail": exc.messages})


class AvailabilityQuerySerializer(serializers.Serializer):
    start = serializers.DateTimeField()
    end = serializers.DateTimeField()
    min_capacity = serializers.IntegerField(min_value=1, default=1)

    def validate(self, attrs):
        if attrs["end"] <= attrs["start"]:
            raise serializers.ValidationError("end must be after start")
        return attrs
