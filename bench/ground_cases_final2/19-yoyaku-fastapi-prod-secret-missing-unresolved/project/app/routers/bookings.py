from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from app.db import get_db
from app.models import Booking
from app.services.payments import create_payment_intent

router = APIRouter()


@router.post("/{booking_id}/pay")
def pay(booking_id: int, db: Session = Depends(get_db)):
    booking = db.get(Booking, booking_id)
    if booking is None:
        raise HTTPException(404, "booking not found")
    intent = create_payment_intent(booking)
    booking.payment_intent_id = intent.id
    db.commit()
    return {"client_secret": intent.client_secret}
