"""Refunds against the PaymentIntent of a paid order."""
from __future__ import annotations

from decimal import Decimal

from app.models import Order, OrderStatus, Refund, RefundStatus
from app.stripe_client import StripeClient


class RefundError(Exception):
    pass


def refunded_minor(order: Order) -> int:
    return sum(r.amount_minor for r in order.refunds
               if r.status not in (RefundStatus.FAILED, RefundStatus.CANCELED))


def refundable_minor(order: Order) -> int:
    return order.amount_minor - refunded_minor(order)


def create_refund(order: Order, client: StripeClient, amount: Decimal | None = None,
                  reason: str | None = None) -> Refund:
    """Refund ``amount`` (in the order's currency), or whatever is left when it is None."""
    if order.payment_intent_id is None or order.status is OrderStatus.PENDING:
        raise RefundError("order was never paid")
    remaining = refundable_minor(order)
    if remaining <= 0:
        raise RefundError("order is already fully refunded")
    if amount is None:
        amount_minor = remaining
    else:
        amount_minor = int(amount * 100)
        if amount_minor <= 0:
            raise RefundError("refund amount must be positive")
        if amount_minor > remaining:
            raise RefundError("refund amount is more than what is left on the order")
    result = client.refund(order.payment_intent_id, amount=amount_minor, reason=reason,
                           idempotency_key=f"refund-{order.id}-{len(order.refunds) + 1}")
    refund = Refund(id=result["id"], amount_minor=result["amount"], status=RefundStatus(result["status"]))
    order.refunds.append(refund)
    order.status = OrderStatus.REFUNDED if refundable_minor(order) == 0 else OrderStatus.PARTIALLY_REFUNDED
    return refund
