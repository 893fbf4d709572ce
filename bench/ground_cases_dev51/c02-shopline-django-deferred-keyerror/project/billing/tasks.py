import logging

from celery import shared_task
from django.conf import settings
from django.core.mail import send_mail

from billing.models import Order

log = logging.getLogger(__name__)


@shared_task(
    bind=True,
    autoretry_for=(ConnectionError, TimeoutError),
    retry_backoff=30,
    retry_backoff_max=600,
    retry_jitter=True,
    max_retries=5,
)
def send_receipt(self, order_id: int) -> None:
    order = Order.objects.get(pk=order_id)
    yuan = order.amount_cents / 100
    send_mail(
        subject=f"您的订单 {order.number} 支付成功",
        message=f"我们已收到您支付的 {yuan:.2f} 元，感谢您的购买。",
        from_email=settings.BILLING_FROM_EMAIL,
        recipient_list=[order.email],
    )
    log.info("receipt sent for %s (attempt %s)", order.number, self.request.retries + 1)


@shared_task
def expire_pending_orders() -> int:
    from datetime import timedelta

    from django.utils import timezone

    cutoff = timezone.now() - timedelta(hours=2)
    return Order.objects.filter(status=Order.Status.PENDING, created_at__lt=cutoff).update(
        status=Order.Status.CANCELLED
    )
