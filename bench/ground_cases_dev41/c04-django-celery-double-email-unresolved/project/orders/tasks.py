import logging
import socket
from smtplib import SMTPException

from celery import shared_task
from django.core.mail import send_mail
from django.template.loader import render_to_string

log = logging.getLogger(__name__)


@shared_task(
    bind=True,
    autoretry_for=(SMTPException, socket.timeout),
    retry_backoff=True,
    retry_kwargs={"max_retries": 3},
    acks_late=True,
)
def send_order_confirmation(self, order_id: int) -> None:
    from .models import Order

    order = Order.objects.select_related("user").prefetch_related("lines").get(pk=order_id)
    context = {"order": order, "lines": list(order.lines.all())}
    subject = f"订单 {order.number} 支付成功"
    body = render_to_string("orders/email/confirmation.txt", context)
    html = render_to_string("orders/email/confirmation.html", context)
    send_mail(subject, body, None, [order.email], html_message=html)
    log.info("confirmation sent for %s (attempt %s)", order.number, self.request.retries + 1)


@shared_task
def cancel_stale_orders(hours: int = 24) -> int:
    from datetime import timedelta

    from django.utils import timezone

    from .models import Order

    cutoff = timezone.now() - timedelta(hours=hours)
    stale = Order.objects.filter(status=Order.Status.PENDING, created_at__lt=cutoff)
    count = 0
    for order in stale:
        order.cancel()
        count += 1
    return count
