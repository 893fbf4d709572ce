from rest_framework import generics, status
from rest_framework.response import Response
from rest_framework.exceptions import ValidationError
from rest_framework.views import APIView

from . import services
from .serializers import AppointmentSerializer, BookSerializer


class AppointmentListView(generics.ListAPIView):
    serializer_class = AppointmentSerializer

    def get_queryset(self):
        raw = self.request.query_params.get("doctor_id")
        if raw is not None and not raw.isdigit():
            raise ValidationError({"doctor_id": "必须是整数"})
        return services.appointments_for(self.request.user, doctor_id=int(raw) if raw else None)


class BookView(APIView):
    def post(self, request):
        ser = BookSerializer(data=request.data)
        ser.is_valid(raise_exception=True)
        try:
            appt = services.book(request.user, ser.validated_data["slot_id"])
        except services.BookingError as e:
            return Response({"code": e.code, "message": str(e)}, status=status.HTTP_409_CONFLICT)
        return Response(AppointmentSerializer(appt).data, status=status.HTTP_201_CREATED)


class CancelView(APIView):
    def post(self, request, pk: int):
        appt = generics.get_object_or_404(services.appointments_for(request.user), pk=pk)
        try:
            services.cancel(appt, by_staff=request.user.is_staff)
        except services.BookingError as e:
            return Response({"code": e.code, "message": str(e)}, status=status.HTTP_409_CONFLICT)
        return Response(AppointmentSerializer(appt).data)
