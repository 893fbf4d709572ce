from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.utils import timezone
from django.utils.dateparse import parse_date

from reservations.availability import free_seats
from reservations.models import Restaurant


def availability(request, restaurant_id: int):
    restaurant = get_object_or_404(Restaurant, pk=restaurant_id)
    day = parse_date(request.GET.get("date", "")) or timezone.localdate()
    return JsonResponse({"date": day.isoformat(), "slots": free_seats(restaurant, day)})
