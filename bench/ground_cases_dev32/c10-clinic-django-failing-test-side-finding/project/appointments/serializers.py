from rest_framework import serializers

from .models import Appointment


class AppointmentSerializer(serializers.ModelSerializer):
    doctor = serializers.CharField(source="slot.doctor.name", read_only=True)
    department = serializers.CharField(source="slot.doctor.department", read_only=True)
    start_at = serializers.DateTimeField(source="slot.start_at", read_only=True)

    class Meta:
        model = Appointment
        fields = ["id", "doctor", "department", "start_at", "status", "created_at"]


class BookSerializer(serializers.Serializer):
    slot_id = serializers.IntegerField()
