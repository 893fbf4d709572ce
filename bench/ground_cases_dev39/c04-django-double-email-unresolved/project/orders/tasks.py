import logging
import smtplib

from celery import shared_task
from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.template.loader import render_to_string

logger = logging.getLogger(__name__)

TEMPLATES = {
    "confirmation": ("orders/email/confirmation.txt", "orders/email/confirmation.html", "订单确认"),
    "shipped": ("orders/email/shipped.txt", "orders/email/shipped.html", "您的订单已发货"),
}


@shared_task(
    bind=True,
    autoretry_for=(smtplib.SMTPException, TimeoutError),
    retry_backoff=30,
    retry_kwargs={"max_retries": 3},
    acks_late=True,
)
def send_order_email(self, order_id: int, kind: str) -> None:
    from .models import Order

    order = Order.objects.select_related("customer").get(pk=order_id)
    txt, html, subject = TEMPLATES[kind]
    context = {"order": order, "site_url": settings.SITE_URL}
    msg = EmailMultiAlternatives(
        subject=f"{subject} #{order.number}",
        body=render_to_string(txt, context),
        from_email=settings.DEFAULT_FROM_EMAIL,
        to=[order.customer.email],
    )
    msg.attach_alternative(render_to_string(html, context), "text/html")
    msg.send()
    logger.info("sent %s mail for order %s", kind, order_id)
