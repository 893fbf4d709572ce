from django.core.mail import send_mail
from django.template.loader import render_to_string
from django.utils import translation
from django.utils.translation import gettext as _

FROM = "Shopfront <orders@shopfront.example>"


def build_confirmation(order):
    with translation.override(order.language):
        subject = _("Order #%(number)s confirmed") % {"number": order.pk}
        summary = _("%(count)d items") % {"count": order.item_count}
        body = render_to_string("orders/confirmation.txt", {"order": order, "summary": summary})
    return subject, body


def send_confirmation(order):
    subject, body = build_confirmation(order)
    send_mail(subject, body, FROM, [order.email])
