import logging

from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.utils import timezone
from django.views.decorators.http import require_GET, require_POST

from .models import Reservation

log = logging.getLogger(__name__)


@require_GET
def list_reservations(request):
    shop_id = request.GET.get("shop")
    qs = Reservation.objects.filter(cancelled_at__isnull=True)
    if shop_id:
        qs = qs.filter(shop_id=shop_id)
    rows = [
        {"id": r.id, "shop": r.shop_id, "starts_at": r.starts_at.isoformat(), "party_size": r.party_size}
        for r in qs[:200]
    ]
    return JsonResponse({"items": rows})


@require_POST
def cancel_reservation(request, pk: int):
    reservation = get_object_or_404(Reservation, pk=pk)
    if reservation.cancelled_at is None:
        reservation.cancelled_at = timezone.now()
        reservation.save(update_fields=["cancelled_at"])
        log.info("reservation cancelled", extra={"reservation_id": pk})
    return JsonResponse({"id": pk, "cancelled": True})
