import logging

from django.db.models.signals import post_save
from django.dispatch import receiver

from .models import Order
from .tasks import send_order_email

logger = logging.getLogger(__name__)


@receiver(post_save, sender=Order)
def order_saved(sender, instance: Order, created: bool, **kwargs):
    """Queue the confirmation mail once the order is paid."""
    if instance.status == Order.Status.PAID:
        logger.info("order %s paid, queueing confirmation", instance.pk)
        send_order_email.delay(instance.pk, "confirmation")


@receiver(post_save, sender=Order)
def order_shipped(sender, instance: Order, created: bool, **kwargs):
    if instance.status == Order.Status.SHIPPED and instance.tracking_number:
        send_order_email.delay(instance.pk, "shipped")


def _audit(instance: Order, action: str) -> None:
    logger.info("audit order=%s action=%s status=%s", instance.pk, action, instance.status)


@receiver(post_save, sender=Order)
def order_audit(sender, instance: Order, created: bool, **kwargs):
    _audit(instance, "created" if created else "updated")
