"""Trip summaries."""
from __future__ import annotations

from fleetlog.models import Trip


def distance_km(trip: Trip) -> float:
    return round(sum(leg.km for leg in trip.legs), 1)


def average_speed(trip: Trip) -> float:
    hours = trip.duration.total_seconds() / 3600
    if hours == 0:
        return 0.0
    return round(distance_km(trip) / hours, 1)
