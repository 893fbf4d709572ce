from datetime import date

from rest_framework import viewsets
from rest_framework.decorators import action
from rest_framework.response import Response

from .models import Appointment, Doctor
from .serializers import AppointmentSerializer
from .slots import free_slots


class AppointmentViewSet(viewsets.ModelViewSet):
    serializer_class = AppointmentSerializer
    filterset_fields = ["status", "doctor"]

    def get_queryset(self):
        return Appointment.objects.select_related("doctor", "patient")


class DoctorViewSet(viewsets.ReadOnlyModelViewSet):
    queryset = Doctor.objects.all()

    @action(detail=True, methods=["get"])
    def slots(self, request, pk=None):
        doctor = self.get_object()
        day = date.fromisoformat(request.query_params.get("day", date.today().isoformat()))
        return Response([s.isoformat() for s in free_slots(doctor, day)])
