"""Booking rules shared by the API and the admin."""
from datetime import datetime

from django.db import transaction

from reservations.models import Booking, Room

ACTIVE_STATUSES = (Booking.Status.TENTATIVE, Booking.Status.CONFIRMED)


def has_conflict(room: Room, start: datetime, end: datetime, exclude_id: int | None = None) -> bool:
    """True when another active booking of ``room`` overlaps [start, end)."""
    qs = Booking.objects.filter(room=room, status__in=ACTIVE_STATUSES)
    if exclude_id is not None:
        qs = qs.exclude(pk=exclude_id)
    return qs.filter(start__lte=end, end__gte=start).exists()


def available_rooms(start: datetime, end: datetime, min_capacity: int = 1):
    """Rooms with no active booking overlapping [start, end)."""
    busy = Booking.objects.filter(
        status__in=ACTIVE_STATUSES, start__lt=end, end__gt=start
    ).values("room_id")
    return Room.objects.filter(capacity__gte=min_capacity).exclude(pk__in=busy)


@transaction.atomic
def create_booking(*, room: Room, owner, title: str, start: datetime, end: datetime,
                   tentative: bool = False) -> Booking:
    # lock the room row so two requests for the same slot are serialised
    Room.objects.select_for_update().get(pk=room.pk)
    booking = Booking(room=room, owner=owner, title=title, start=start, end=end,
                      status=Booking.Status.TENTATIVE if tentative else Booking.Status.CONFIRMED)
    booking.full_clean()
    booking.save()
    return booking


def cancel_booking(booking: Booking) -> Booking:
    booking.status = Booking.Status.CANCELLED
    booking.save(update_fields=["status"])
    return booking
