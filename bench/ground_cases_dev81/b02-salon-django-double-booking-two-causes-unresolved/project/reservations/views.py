from rest_framework import generics, status
from rest_framework.response import Response

from . import services
from .models import Reservation, Slot
from .serializers import ReservationSerializer, SlotSerializer


class SlotListView(generics.ListAPIView):
    serializer_class = SlotSerializer

    def get_queryset(self):
        qs = Slot.objects.select_related("stylist").filter(stylist__active=True)
        date = self.request.query_params.get("date")
        if date:
            qs = qs.filter(starts_at__date=date)
        return qs


class ReservationCreateView(generics.CreateAPIView):
    serializer_class = ReservationSerializer

    def create(self, request, *args, **kwargs):
        serializer = self.get_serializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        try:
            reservation = services.book_slot(
                data["slot_id"],
                name=data["customer_name"],
                email=data["customer_email"],
                phone=data.get("customer_phone", ""),
                pay_online=data["pay_online"],
            )
        except services.SlotUnavailable as e:
            return Response({"detail": str(e)}, status=status.HTTP_409_CONFLICT)
        return Response(ReservationSerializer(reservation).data, status=status.HTTP_201_CREATED)


class ReservationDetailView(generics.RetrieveAPIView):
    queryset = Reservation.objects.select_related("slot__stylist")
    serializer_class = ReservationSerializer
