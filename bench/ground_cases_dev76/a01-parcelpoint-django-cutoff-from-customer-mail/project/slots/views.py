from django.db import transaction
from django.db.models import F
from django.shortcuts import get_object_or_404
from rest_framework.decorators import api_view
from rest_framework.response import Response

from slots.cutoffs import earliest_delivery_date
from slots.models import Booking, Depot, Slot
from slots.serializers import BookingRequestSerializer, SlotSerializer


@api_view(["GET"])
def available_slots(request, depot_id):
    depot = get_object_or_404(Depot, pk=depot_id)
    first_day = earliest_delivery_date(depot)
    slots = Slot.objects.filter(depot=depot, date__gte=first_day, booked__lt=F("capacity"))[:30]
    return Response({
        "earliest": first_day.isoformat(),
        "cutoff": depot.cutoff_time.strftime("%H:%M"),
        "slots": SlotSerializer(slots, many=True).data,
    })


@api_view(["POST"])
def create_booking(request, depot_id):
    body = BookingRequestSerializer(data=request.data)
    body.is_valid(raise_exception=True)
    with transaction.atomic():
        slot = get_object_or_404(Slot.objects.select_for_update(), pk=body.validated_data["slot_id"], depot_id=depot_id)
        if slot.free == 0:
            return Response({"error": "slot_full"}, status=409)
        slot.booked += 1
        slot.save(update_fields=["booked"])
        booking = Booking.objects.create(slot=slot, order_ref=body.validated_data["order_ref"])
    return Response({"booking_id": booking.id, "date": slot.date.isoformat()}, status=201)
