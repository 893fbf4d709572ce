from __future__ import annotations

from fastapi import Depends, FastAPI, HTTPException

from app.bookings import Booking, BookingRepo, CannotCancel, InMemoryRepo, cancel_booking, todays_bookings
from app.config import settings

app = FastAPI(title="booking-api")
_repo = InMemoryRepo()


def get_repo() -> BookingRepo:
    return _repo


def _present(b: Booking) -> dict:
    return {
        "id": b.id,
        "phone": b.customer_phone[-4:].rjust(len(b.customer_phone), "*"),
        "party_size": b.party_size,
        "start": b.start.astimezone(settings.shop_tz).isoformat(),
        "status": b.status,
    }


@app.get("/bookings/today")
def list_today(repo: BookingRepo = Depends(get_repo)) -> list[dict]:
    return [_present(b) for b in todays_bookings(repo)]


@app.get("/bookings/{booking_id}")
def get_booking(booking_id: int, repo: BookingRepo = Depends(get_repo)) -> dict:
    booking = repo.get(booking_id)
    if booking is None:
        raise HTTPException(status_code=404, detail="booking not found")
    return _present(booking)


@app.post("/bookings/{booking_id}/cancel")
def cancel(booking_id: int, repo: BookingRepo = Depends(get_repo)) -> dict:
    try:
        booking = cancel_booking(repo, booking_id)
    except CannotCancel as exc:
        raise HTTPException(status_code=409, detail=str(exc)) from None
    if booking is None:
        raise HTTPException(status_code=404, detail="booking not found")
    return _present(booking)
