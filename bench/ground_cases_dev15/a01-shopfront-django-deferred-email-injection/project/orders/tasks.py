from smtplib import SMTPException

from celery import shared_task

from orders.emails import send_order_confirmation, send_shipping_update
from orders.models import Order

RETRYABLE = (SMTPException, ConnectionError, TimeoutError)


@shared_task(
    bind=True,
    autoretry_for=RETRYABLE,
    retry_backoff=30,
    retry_backoff_max=600,
    retry_jitter=False,
    max_retries=6,
)
def order_confirmation_task(self, order_id):
    order = Order.objects.prefetch_related("items").get(pk=order_id)
    send_order_confirmation(order)


@shared_task(
    bind=True,
    autoretry_for=RETRYABLE,
    retry_backoff=30,
    retry_backoff_max=600,
    retry_jitter=False,
    max_retries=6,
)
def shipping_update_task(self, order_id):
    order = Order.objects.get(pk=order_id)
    send_shipping_update(order)
