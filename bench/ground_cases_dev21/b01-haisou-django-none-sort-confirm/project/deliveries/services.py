from __future__ import annotations

from datetime import date, timedelta

from django.db.models import Prefetch, QuerySet

from .models import Delivery, DeliveryItem

UPCOMING_WINDOW_DAYS = 14


def _base_queryset(customer) -> QuerySet[Delivery]:
    return (
        Delivery.objects.filter(order__customer=customer)
        .select_related("order", "slot")
        .prefetch_related(Prefetch("items", queryset=DeliveryItem.objects.select_related("product")))
    )


def recent_for_customer(customer, limit: int = 5) -> list[Delivery]:
    qs = _base_queryset(customer).filter(status=Delivery.Status.DELIVERED)
    return list(qs.order_by("-delivered_at")[:limit])


def upcoming_for_customer(customer, today: date | None = None) -> list[Delivery]:
    """マイページの「お届け予定」。日付未定のものも含める。"""
    today = today or date.today()
    until = today + timedelta(days=UPCOMING_WINDOW_DAYS)
    qs = _base_queryset(customer).exclude(
        status__in=[Delivery.Status.DELIVERED, Delivery.Status.CANCELLED]
    )
    deliveries = [
        d
        for d in qs
        if d.scheduled_date is None or today <= d.scheduled_date <= until
    ]
    # 近い順に並べる
    return sorted(
        deliveries,
        key=lambda d: d.scheduled_date,
    )


def can_reschedule(delivery: Delivery, today: date | None = None) -> bool:
    today = today or date.today()
    if delivery.status != Delivery.Status.SCHEDULED:
        return False
    if delivery.scheduled_date is None:
        return True
    return delivery.scheduled_date - today >= timedelta(days=2)
