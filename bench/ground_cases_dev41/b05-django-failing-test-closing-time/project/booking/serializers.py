from rest_framework import serializers

from booking.models import Clinic, Doctor, Slot


class SlotSerializer(serializers.ModelSerializer):
    doctor_name = serializers.CharField(source="doctor.name", read_only=True)
    available = serializers.IntegerField(read_only=True)

    class Meta:
        model = Slot
        fields = ["id", "doctor", "doctor_name", "start", "end", "capacity", "booked", "available"]


class SlotCreateSerializer(serializers.Serializer):
    doctor = serializers.PrimaryKeyRelatedField(queryset=Doctor.objects.all())
    start = serializers.DateTimeField()
    end = serializers.DateTimeField()
    capacity = serializers.IntegerField(min_value=1, max_value=20, required=False)

    def validate(self, attrs):
        try:
            attrs["clinic"] = Clinic.objects.get(pk=self.context["clinic_pk"])
        except Clinic.DoesNotExist:
            raise serializers.ValidationError("クリニックが見つかりません")
        return attrs
