import logging
from datetime import datetime, timezone

from app.models import Order

log = logging.getLogger(__name__)


class AmountMismatch(Exception):
    pass


def mark_paid(order_id: int, amount: int, payment_ref: str) -> Order:
    order = Order.get(order_id)
    if order is None:
        raise LookupError(f"order {order_id} not found")
    if order.status == "paid":
        log.info("order %s already paid, skipping", order_id)
        return order
    if order.total_jpy != amount:
        raise AmountMismatch(f"order {order_id}: expected {order.total_jpy}, got {amount}")
    order.status = "paid"
    order.payment_ref = payment_ref
    order.paid_at = datetime.now(timezone.utc)
    order.save()
    log.info("order %s paid (%s)", order_id, payment_ref)
    return order


def cancel(order_id: int, reason: str) -> Order:
    order = Order.get(order_id)
    if order is None:
        raise LookupError(f"order {order_id} not found")
    order.status = "canceled"
    order.cancel_reason = reason
    order.save()
    return order
