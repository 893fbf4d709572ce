import logging

from django.db import transaction
from django.db.models.signals import post_save
from django.dispatch import receiver

from orders.models import Order
from orders.tasks import send_order_confirmation

log = logging.getLogger(__name__)


# dispatch_uid keeps the receivers from being connected twice when the module is imported again
@receiver(post_save, sender=Order, dispatch_uid="orders.queue_confirmation")
def queue_confirmation(sender, instance: Order, created: bool, **kwargs) -> None:
    """Queue the confirmation mail once the order is paid."""
    if kwargs.get("raw"):
        return  # loaddata
    if instance.status != Order.Status.PAID or instance.confirmation_sent_at:
        return
    log.info("queue confirmation for order %s", instance.number)
    transaction.on_commit(lambda: send_order_confirmation.delay(instance.pk))


@receiver(post_save, sender=Order, dispatch_uid="orders.audit_status")
def audit_status(sender, instance: Order, created: bool, update_fields=None, **kwargs) -> None:
    if created:
        log.info("order %s created (%s)", instance.number, instance.total)
    elif update_fields and "status" in update_fields:
        log.info("order %s -> %s", instance.number, instance.status)
