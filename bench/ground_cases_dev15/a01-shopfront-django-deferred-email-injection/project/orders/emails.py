import logging

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.template.loader import render_to_string
from django.utils.html import strip_tags

log = logging.getLogger(__name__)


def _send(order, subject, template, to=None):
    html_body = render_to_string(f"emails/{template}.html", {"order": order, "site_url": settings.SITE_URL})
    msg = EmailMultiAlternatives(
        subject,
        strip_tags(html_body),
        settings.DEFAULT_FROM_EMAIL,
        to or [order.email],
        reply_to=[settings.SUPPORT_EMAIL],
    )
    msg.attach_alternative(html_body, "text/html")
    msg.send()
    log.info("sent %s to %s for %s", template, msg.to, order.reference)


def send_order_confirmation(order):
    _send(order, f"Order {order.reference} confirmed", "order_confirmation")
    # the warehouse gets a copy so they see the delivery notes before picking
    _send(order, f"[pick] {order.reference}", "order_confirmation", to=[settings.WAREHOUSE_EMAIL])


def send_shipping_update(order):
    if not order.tracking_url:
        log.warning("order %s shipped without tracking url, not emailing", order.reference)
        return
    _send(order, f"Order {order.reference} is on its way", "shipping_update")
