from datetime import timedelta

from celery import shared_task
from django.conf import settings
from django.utils import timezone

from orders.models import Order

STALE_AFTER = timedelta(minutes=getattr(settings, "ORDER_STALE_MINUTES", 30))


@shared_task
def cancel_stale_orders():
    """Cancel orders still pending after STALE_AFTER (the customer never paid)."""
    cutoff = timezone.now() - STALE_AFTER
    cancelled = 0
    for order in Order.objects.filter(status=Order.PENDING, created_at__lt=cutoff):
        if order.cancel():
            cancelled += 1
    return cancelled


@shared_task
def count_by_status():
    counts = {}
    for status, _ in Order.STATUS_CHOICES:
        counts[status] = Order.objects.filter(status=status).count()
    return counts


def describe_cutoff(now=None):
    now = now or timezone.now()
    return (now - STALE_AFTER).isoformat()
