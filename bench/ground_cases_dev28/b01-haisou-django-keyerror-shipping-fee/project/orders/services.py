"""Order money math shared by the API and the exports."""
from __future__ import annotations

import logging
from dataclasses import dataclass
from decimal import Decimal

from django.db.models import Prefetch

from orders.models import Order, OrderItem

logger = logging.getLogger(__name__)

TAX_RATE = Decimal("0.10")


@dataclass(frozen=True)
class OrderSummary:
    order_id: int
    customer: str
    items_total: Decimal
    shipping_fee: Decimal
    tax: Decimal
    total: Decimal


def orders_in_month(year: int, month: int):
    """Shipped orders whose ordered_at falls in the given month (Asia/Tokyo)."""
    return (
        Order.objects.filter(
            status=Order.Status.SHIPPED,
            ordered_at__year=year,
            ordered_at__month=month,
        )
        .select_related("customer")
        .prefetch_related(Prefetch("items", queryset=OrderItem.objects.order_by("id")))
    )


def _items_total(order: Order) -> Decimal:
    return sum((item.subtotal for item in order.items.all()), Decimal("0"))


def _shipping_fee(order: Order) -> Decimal:
    return Decimal(order.meta["shipping_fee"])


def _tax(amount: Decimal) -> Decimal:
    return (amount * TAX_RATE).quantize(Decimal("1"))


def build_summary(order: Order) -> OrderSummary:
    items_total = _items_total(order)
    shipping = _shipping_fee(order)
    tax = _tax(items_total + shipping)
    logger.debug("order %s: items=%s shipping=%s tax=%s", order.pk, items_total, shipping, tax)
    return OrderSummary(
        order_id=order.pk,
        customer=order.customer.name,
        items_total=items_total,
        shipping_fee=shipping,
        tax=tax,
        total=items_total + shipping + tax,
    )
