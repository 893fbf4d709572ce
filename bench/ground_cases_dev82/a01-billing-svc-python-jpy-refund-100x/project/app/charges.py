"""Checkout: turn a cart into an order and a Stripe PaymentIntent."""
from __future__ import annotations

from app.models import Cart, Order, OrderStatus
from app.money import to_minor_units
from app.stripe_client import StripeClient
from app.store import OrderStore

SUPPORTED_CURRENCIES = {"EUR", "USD", "GBP", "JPY"}


class CheckoutError(Exception):
    pass


def start_checkout(cart: Cart, client: StripeClient, store: OrderStore) -> tuple[Order, str]:
    """Create the order and its PaymentIntent; returns the order and the client secret."""
    currency = cart.currency.upper()
    if currency not in SUPPORTED_CURRENCIES:
        raise CheckoutError(f"unsupported currency {currency}")
    if not cart.lines:
        raise CheckoutError("empty cart")
    amount_minor = to_minor_units(cart.total, currency)
    if amount_minor <= 0:
        raise CheckoutError("nothing to charge")
    order = store.add(Order(id=0, customer_id=cart.customer_id, currency=currency, amount_minor=amount_minor))
    intent = client.create_payment_intent(
        amount=amount_minor,
        currency=currency.lower(),
        customer=cart.customer_id,
        metadata={"order_id": str(order.id)},
        idempotency_key=f"checkout-{order.id}",
    )
    order.payment_intent_id = intent["id"]
    return order, intent["client_secret"]


def mark_paid(order: Order) -> None:
    if order.status is OrderStatus.PENDING:
        order.status = OrderStatus.PAID
