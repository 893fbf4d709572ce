from django.http import HttpRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_GET

from delivery.geo import format_distance, haversine_km
from delivery.models import Depot, Order
from delivery.slots import available_slots


@require_GET
def slots_view(request: HttpRequest) -> JsonResponse:
    depot_id = request.GET.get("depot_id", "")
    if not depot_id.isdigit():
        return JsonResponse({"error": "depot_id 必须是正整数"}, status=400)
    depot = get_object_or_404(Depot, pk=int(depot_id))
    data = [
        {
            "slot_id": o.slot_id,
            "start": o.start.isoformat(),
            "end": o.end.isoformat(),
            "remaining": o.remaining,
        }
        for o in available_slots(depot)
    ]
    return JsonResponse({"depot": depot.code, "slots": data})


@require_GET
def order_distance_view(request: HttpRequest, order_id: int) -> JsonResponse:
    order = get_object_or_404(Order.objects.select_related("slot__depot"), pk=order_id)
    depot = order.slot.depot
    if order.lat is None or order.lng is None:
        return JsonResponse({"distance": None, "label": "地址未定位"})
    km = haversine_km(depot.lat, depot.lng, order.lat, order.lng)
    return JsonResponse({"distance": round(km, 2), "label": format_distance(km)})
