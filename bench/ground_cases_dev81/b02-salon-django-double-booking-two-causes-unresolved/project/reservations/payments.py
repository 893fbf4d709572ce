import stripe
from django.conf import settings

stripe.api_key = settings.STRIPE_SECRET_KEY

PRICE_YEN = 6600


def create_intent(reservation):
    return stripe.PaymentIntent.create(
        amount=PRICE_YEN,
        currency="jpy",
        receipt_email=reservation.customer_email,
        metadata={"reservation_id": reservation.pk},
        idempotency_key=f"reservation-{reservation.pk}",
    )


def refund(intent_id):
    return stripe.Refund.create(payment_intent=intent_id)
