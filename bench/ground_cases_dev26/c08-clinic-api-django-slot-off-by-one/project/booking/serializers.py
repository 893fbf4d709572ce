from rest_framework import serializers

from .models import Appointment


class AppointmentSerializer(serializers.ModelSerializer):
    doctor_name = serializers.SerializerMethodField()
    department = serializers.SerializerMethodField()
    patient_name = serializers.SerializerMethodField()
    patient_phone = serializers.SerializerMethodField()

    class Meta:
        model = Appointment
        fields = ["id", "start", "status", "doctor_name", "department", "patient_name", "patient_phone"]

    def get_doctor_name(self, obj):
        return obj.doctor.name

    def get_department(self, obj):
        return obj.doctor.department

    def get_patient_name(self, obj):
        return obj.patient.name

    def get_patient_phone(self, obj):
        phone = obj.patient.phone
        return phone[:3] + "****" + phone[-4:] if len(phone) == 11 else phone
