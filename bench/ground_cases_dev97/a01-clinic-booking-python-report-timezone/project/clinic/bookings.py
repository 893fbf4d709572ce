from __future__ import annotations

from datetime import datetime, timezone

from fastapi import APIRouter, Depends, HTTPException, Query

from clinic.config import get_settings
from clinic.models import Booking, BookingIn, CancelRequest, Status
from clinic.store import BookingStore

router = APIRouter(prefix="/bookings", tags=["bookings"])

_store: BookingStore | None = None


def get_store() -> BookingStore:
    global _store
    if _store is None:
        _store = BookingStore(get_settings().db_path)
    return _store


@router.get("")
def list_bookings(
    page: int = Query(1, ge=1),
    store: BookingStore = Depends(get_store),
) -> list[Booking]:
    size = get_settings().page_size
    return store.list(limit=size, offset=(page - 1) * size)


@router.post("", status_code=201)
def create_booking(data: BookingIn, store: BookingStore = Depends(get_store)) -> Booking:
    return store.create(data)


@router.get("/{booking_id}")
def get_booking(booking_id: int, store: BookingStore = Depends(get_store)) -> Booking:
    booking = store.get(booking_id)
    if booking is None:
        raise HTTPException(404, "booking not found")
    return booking


@router.post("/{booking_id}/check-in")
def check_in(booking_id: int, store: BookingStore = Depends(get_store)) -> Booking:
    booking = get_booking(booking_id, store)
    if booking.status is not Status.booked:
        raise HTTPException(409, f"booking is {booking.status.value}")
    store.set_status(booking_id, Status.checked_in)
    return store.get(booking_id)


@router.post("/{booking_id}/cancel")
def cancel(
    booking_id: int,
    body: CancelRequest | None = None,
    store: BookingStore = Depends(get_store),
) -> Booking:
    booking = get_booking(booking_id, store)
    if booking.status is not Status.booked:
        raise HTTPException(409, f"booking is {booking.status.value}")
    if booking.starts_at <= datetime.now(timezone.utc):
        raise HTTPException(409, "booking has already started")
    reason = body.reason if body else None
    note = f"cancelled: {reason}" if reason else None
    store.set_status(booking_id, Status.cancelled, note)
    return store.get(booking_id)
