from datetime import date, datetime, time, timedelta

from django.db.models import Sum
from django.utils import timezone

from reservations.models import Reservation, Restaurant

SLOT = timedelta(minutes=30)
OPEN, CLOSE = time(17, 0), time(23, 0)


def _day_window(day: date) -> tuple[datetime, datetime]:
    start = timezone.make_aware(datetime.combine(day, time.min))
    return start, start + timedelta(days=1)


def free_seats(restaurant: Restaurant, day: date) -> dict[str, int]:
    start, end = _day_window(day)
    booked = (
        restaurant.reservations.filter(starts_at__gte=start, starts_at__lt=end, status=Reservation.Status.CONFIRMED)
        .values("starts_at")
        .annotate(seats=Sum("party_size"))
    )
    by_slot = {timezone.localtime(b["starts_at"]).strftime("%H:%M"): b["seats"] for b in booked}
    slots: dict[str, int] = {}
    at = datetime.combine(day, OPEN)
    while at.time() < CLOSE:
        key = at.strftime("%H:%M")
        slots[key] = restaurant.seats - by_slot.get(key, 0)
        at += SLOT
    return slots
