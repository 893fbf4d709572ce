from datetime import timedelta
from decimal import Decimal

from django.db import transaction
from django.utils import timezone

from .models import Order


def set_due_date(order, days=None):
    days = days if days is not None else order.customer.credit_days
    order.due_at = order.created_at + timedelta(days=days)
    order.save(update_fields=["due_at"])
    return order


@transaction.atomic
def mark_paid(order, when=None):
    if order.status == Order.Status.PAID:
        return order
    order.status = Order.Status.PAID
    order.paid_at = when or timezone.now()
    order.save(update_fields=["status", "paid_at"])
    return order


def open_orders(customer=None):
    qs = Order.objects.filter(status=Order.Status.OPEN).select_related("customer")
    if customer is not None:
        qs = qs.filter(customer=customer)
    return qs


def overdue_orders(customer=None):
    now = timezone.now()
    result = []
    for o in open_orders(customer):
        if o.due_at < now:
            result.append(o)
    return sorted(result, key=lambda o: o.due_at)


def outstanding_total(customer):
    total = Decimal("0")
    for o in open_orders(customer):
        total += o.total
    return total
