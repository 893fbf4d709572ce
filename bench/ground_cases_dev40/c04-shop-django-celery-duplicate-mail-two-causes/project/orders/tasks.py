import logging
from smtplib import SMTPException

from celery import shared_task
from django.core.mail import send_mail
from django.template.loader import render_to_string
from django.utils import timezone

from orders.models import Order

log = logging.getLogger(__name__)


@shared_task(bind=True, max_retries=3, default_retry_delay=30)
def send_order_confirmation(self, order_id: int) -> None:
    order = Order.objects.prefetch_related("items").get(pk=order_id)
    if order.confirmation_sent_at:
        log.info("confirmation for %s already sent at %s", order.number, order.confirmation_sent_at)
        return
    subject = f"订单 {order.number} 支付成功"
    body = render_to_string("orders/confirmation.txt", {"order": order, "items": order.items.all()})
    try:
        send_mail(subject, body, None, [order.email])
    except (SMTPException, OSError) as exc:
        log.warning("confirmation for %s failed: %s", order.number, exc)
        raise self.retry(exc=exc)
    # update() instead of save(): no post_save, so no new task
    Order.objects.filter(pk=order.pk).update(confirmation_sent_at=timezone.now())
    log.info("confirmation for %s sent to %s", order.number, order.email)


@shared_task
def cancel_unpaid_orders(hours: int = 24) -> int:
    cutoff = timezone.now() - timezone.timedelta(hours=hours)
    n = Order.objects.filter(status=Order.Status.PENDING, created_at__lt=cutoff).update(
        status=Order.Status.CANCELLED
    )
    log.info("cancelled %d unpaid orders older than %dh", n, hours)
    return n
