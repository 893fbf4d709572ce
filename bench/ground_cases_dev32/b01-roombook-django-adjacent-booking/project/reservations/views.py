from rest_framework import mixins, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response

from reservations.models import Booking, Room
from reservations.serializers import AvailabilityQuerySerializer, BookingSerializer, RoomSerializer
from reservations.services import available_rooms, cancel_booking


class RoomViewSet(viewsets.ReadOnlyModelViewSet):
    queryset = Room.objects.all()
    serializer_class = RoomSerializer

    @action(detail=False, methods=["get"])
    def available(self, request):
        query = AvailabilityQuerySerializer(data=request.query_params)
        query.is_valid(raise_exception=True)
        rooms = available_rooms(**query.validated_data)
        return Response(RoomSerializer(rooms, many=True).data)


class BookingViewSet(mixins.CreateModelMixin, mixins.ListModelMixin, mixins.RetrieveModelMixin,
                     viewsets.GenericViewSet):
    serializer_class = BookingSerializer

    def get_queryset(self):
        qs = Booking.objects.select_related("room").filter(owner=self.request.user)
        room = self.request.query_params.get("room")
        if room:
            qs = qs.filter(room_id=room)
        return qs

    @action(detail=True, methods=["post"])
    def cancel(self, request, pk=None):
        booking = cancel_booking(self.get_object())
        return Response(self.get_serializer(booking).data)
