from django.conf import settings
from django.core.mail import send_mail
from django.template.loader import render_to_string
from django.utils import translation
from django.utils.formats import date_format
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from orders.push import push_client


def customer_language(customer):
    return customer.language or settings.LANGUAGE_CODE


def send_shipped_email(order):
    customer = order.customer
    count = order.item_count()
    with translation.override(customer_language(customer)):
        subject = _("Your order %(number)s has shipped") % {"number": order.number}
        body = render_to_string("orders/email/shipped.txt", {
            "order": order,
            "customer": customer,
            "summary": ngettext(
                "%(count)d item is on its way",
                "%(count)d items are on their way",
                count,
            ) % {"count": count},
        })
    send_mail(subject, body, settings.DEFAULT_FROM_EMAIL, [customer.email])


def build_push_text(order):
    customer = order.customer
    with translation.override(customer_language(customer)):
        eta_text = date_format(order.eta, "SHORT_DATETIME_FORMAT")
        return _("Order %(number)s arrives around %(eta)s") % {
            "number": order.number,
            "eta": eta_text,
        }


def send_shipped_push(order):
    text = build_push_text(order)
    return push_client.send(order.customer_id, text)
