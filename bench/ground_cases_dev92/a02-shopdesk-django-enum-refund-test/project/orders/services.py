from django.db import transaction
from django.utils import timezone

from .models import Order, OrderStatus


class OrderError(Exception):
    pass


@transaction.atomic
def mark_paid(order: Order) -> Order:
    if order.status != OrderStatus.PENDING:
        raise OrderError(f"cannot pay an order that is {order.status}")
    order.status = OrderStatus.PAID
    order.save(update_fields=["status"])
    return order


@transaction.atomic
def cancel_order(order: Order) -> Order:
    if order.status not in (OrderStatus.PENDING, OrderStatus.PAID):
        raise OrderError(f"cannot cancel an order that is {order.status}")
    order.status = OrderStatus.CANCELLED
    order.cancelled_at = timezone.now()
    order.save(update_fields=["status", "cancelled_at"])
    return order


@transaction.atomic
def refund_order(order: Order, amount_cents: int | None = None) -> Order:
    if order.status != OrderStatus.PAID:
        raise OrderError(f"only paid orders can be refunded, this one is {order.status}")
    amount = order.total_cents if amount_cents is None else amount_cents
    if amount > order.total_cents - order.refunded_cents:
        raise OrderError("refund exceeds what was paid")
    order.refunded_cents += amount
    if order.refunded_cents == order.total_cents:
        order.status = OrderStatus.REFUNDED
        order.save(update_fields=["refunded_cents"])
        return order
    order.save(update_fields=["status", "refunded_cents"])
    return order
