from datetime import UTC, datetime, timedelta

from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel
from sqlalchemy.orm import Session

from app.db import get_db
from app.models import Booking, YogaClass
from app.services import capacity

router = APIRouter(prefix="/bookings", tags=["bookings"])

BOOKING_CLOSES_BEFORE = timedelta(minutes=30)


class BookingIn(BaseModel):
    class_id: int
    member_id: int


@router.post("", status_code=201)
def create_booking(payload: BookingIn, db: Session = Depends(get_db)) -> dict:
    yoga_class = db.get(YogaClass, payload.class_id)
    if yoga_class is None:
        raise HTTPException(404, "class not found")
    now = datetime.now(UTC)
    if now > yoga_class.starts_at - BOOKING_CLOSES_BEFORE:
        raise HTTPException(409, "booking closed")
    if capacity.is_full(db, yoga_class):
        raise HTTPException(409, "class is full")
    booking = Booking(class_id=yoga_class.id, member_id=payload.member_id, created_at=now)
    db.add(booking)
    db.commit()
    return {"id": booking.id, "status": booking.status}


@router.post("/{booking_id}/cancel")
def cancel_booking(booking_id: int, db: Session = Depends(get_db)) -> dict:
    booking = db.get(Booking, booking_id)
    if booking is None:
        raise HTTPException(404, "booking not found")
    booking.status = "cancelled"
    db.commit()
    return {"id": booking.id, "status": booking.status}
