from rest_framework import generics, permissions

from .models import Booking
from .serializers import BookingSerializer


class BookingList(generics.ListCreateAPIView):
    serializer_class = BookingSerializer
    permission_classes = [permissions.IsAuthenticated]

    def get_queryset(self):
        return Booking.objects.filter(owner=self.request.user).order_by("-starts_at")

    def perform_create(self, serializer):
        serializer.save(owner=self.request.user)


class BookingDetail(generics.RetrieveUpdateDestroyAPIView):
    serializer_class = BookingSerializer
    permission_classes = [permissions.IsAuthenticated]

    def get_queryset(self):
        return Booking.objects.filter(owner=self.request.user)
