import stripe
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.config import settings
from app.models import Booking

stripe.api_key = settings.stripe_api_key


def create_payment_intent(booking: Booking):
    return stripe.PaymentIntent.create(
        amount=5000,
        currency="jpy",
        metadata={"booking_id": booking.id},
        receipt_email=booking.customer_email,
    )


def mark_paid(db: Session, payment_intent_id: str) -> None:
    booking = db.scalars(select(Booking).where(Booking.payment_intent_id == payment_intent_id)).one_or_none()
    if booking is not None:
        booking.status = "confirmed"
        db.commit()
