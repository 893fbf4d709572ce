from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from datetime import timezone as dt_timezone

from django.db.models import Count, Sum

from reservations.models import Reservation, Restaurant


@dataclass
class Digest:
    restaurant: Restaurant
    day: date
    reservations: list[Reservation]
    covers: int
    parties: int


def day_bounds(day: date) -> tuple[datetime, datetime]:
    """The first and the last instant (exclusive) of ``day``."""
    start = datetime.combine(day, time.min, tzinfo=dt_timezone.utc)
    return start, start + timedelta(days=1)


def build_digest(restaurant: Restaurant, day: date) -> Digest:
    start, end = day_bounds(day)
    qs = restaurant.reservations.filter(
        starts_at__gte=start, starts_at__lt=end, status=Reservation.Status.CONFIRMED
    )
    totals = qs.aggregate(covers=Sum("party_size"), parties=Count("id"))
    return Digest(
        restaurant=restaurant,
        day=day,
        reservations=list(qs),
        covers=totals["covers"] or 0,
        parties=totals["parties"],
    )
