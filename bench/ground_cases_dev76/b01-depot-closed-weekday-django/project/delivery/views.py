from datetime import date

from django.shortcuts import get_object_or_404
from rest_framework.decorators import api_view
from rest_framework.response import Response

from delivery.models import Depot
from delivery.slots import next_available_slot, slots_for_date


@api_view(["GET"])
def earliest_slot(request, depot_code: str):
    depot = get_object_or_404(Depot, code=depot_code)
    option = next_available_slot(depot)
    if option is None:
        return Response({"available": False})
    return Response({
        "available": True,
        "slot_id": option.slot_id,
        "label": option.label,
        "date": option.delivery_date.isoformat(),
        "remaining": option.remaining,
    })


@api_view(["GET"])
def slots_on(request, depot_code: str, day: str):
    depot = get_object_or_404(Depot, code=depot_code)
    options = slots_for_date(depot, date.fromisoformat(day))
    return Response([
        {"slot_id": o.slot_id, "label": o.label, "remaining": o.remaining}
        for o in options
    ])
