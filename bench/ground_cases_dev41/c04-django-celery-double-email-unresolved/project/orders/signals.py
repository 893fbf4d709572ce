"""Side effects of order status changes."""
import logging

from django.db import transaction
from django.db.models.signals import post_save, pre_save
from django.dispatch import receiver

from .models import Order
from .tasks import send_order_confirmation

log = logging.getLogger(__name__)


@receiver(pre_save, sender=Order)
def remember_old_status(sender, instance: Order, **kwargs) -> None:
    if instance.pk is None:
        instance._old_status = None
        return
    instance._old_status = (
        Order.objects.filter(pk=instance.pk).values_list("status", flat=True).first()
    )


@receiver(post_save, sender=Order)
def notify_when_paid(sender, instance: Order, created: bool, **kwargs) -> None:
    old = getattr(instance, "_old_status", None)
    if instance.status == Order.Status.PAID and old != Order.Status.PAID:
        log.info("order %s paid, queueing confirmation", instance.number)
        order_id = instance.pk
        transaction.on_commit(lambda: send_order_confirmation.delay(order_id))
