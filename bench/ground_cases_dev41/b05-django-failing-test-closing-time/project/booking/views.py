from __future__ import annotations

import datetime as dt

from django.core.exceptions import ValidationError as DjangoValidationError
from rest_framework import mixins, status, viewsets
from rest_framework.decorators import action
from rest_framework.exceptions import ParseError
from rest_framework.response import Response

from booking import services
from booking.models import Slot
from booking.serializers import SlotCreateSerializer, SlotSerializer


class SlotViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, viewsets.GenericViewSet):
    serializer_class = SlotSerializer

    def get_queryset(self):
        qs = Slot.objects.filter(clinic_id=self.kwargs["clinic_pk"]).select_related("doctor")
        date = self.request.query_params.get("date")
        if date:
            try:
                day = dt.date.fromisoformat(date)
            except ValueError:
                raise ParseError("date は YYYY-MM-DD で指定してください")
            # start__date uses the current time zone (Asia/Tokyo), so this is the local day
            qs = qs.filter(start__date=day)
        return qs

    def create(self, request, clinic_pk=None):
        serializer = SlotCreateSerializer(data=request.data, context={"clinic_pk": clinic_pk})
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        try:
            slot = services.create_slot(
                data["clinic"], data["doctor"], data["start"], data["end"], data.get("capacity", 1)
            )
        except DjangoValidationError as e:
            return Response({"detail": e.messages}, status=status.HTTP_400_BAD_REQUEST)
        return Response(SlotSerializer(slot).data, status=status.HTTP_201_CREATED)

    @action(detail=True, methods=["post"])
    def book(self, request, clinic_pk=None, pk=None):
        try:
            slot = services.book(int(pk))
        except DjangoValidationError as e:
            return Response({"detail": e.messages}, status=status.HTTP_409_CONFLICT)
        return Response(SlotSerializer(slot).data)

    @action(detail=True, methods=["post"])
    def cancel(self, request, clinic_pk=None, pk=None):
        try:
            slot = services.cancel_booking(int(pk))
        except DjangoValidationError as e:
            return Response({"detail": e.messages}, status=status.HTTP_409_CONFLICT)
        return Response(SlotSerializer(slot).data)
