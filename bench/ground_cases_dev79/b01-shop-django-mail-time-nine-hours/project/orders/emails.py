from django.conf import settings
from django.core.mail import send_mail
from django.template.loader import render_to_string
from django.utils import translation
from django.utils.translation import gettext as _

from orders.models import Order


def confirmation_context(order: Order) -> dict:
    lines = [
        {"title": line.title, "quantity": line.quantity, "subtotal": f"{line.subtotal:,}"}
        for line in order.lines.all()
    ]
    return {
        "customer_name": order.customer.name,
        "order_number": f"{order.pk:08d}",
        "ordered_at": order.created_at.strftime("%Y年%m月%d日 %H:%M"),
        "lines": lines,
        "total": f"{order.total:,}",
    }


def send_confirmation(order: Order) -> None:
    customer = order.customer
    with translation.override(customer.language):
        subject = _("Order confirmation #%(number)s") % {"number": f"{order.pk:08d}"}
        body = render_to_string("emails/order_confirmation.txt", confirmation_context(order))
    send_mail(subject, body, settings.DEFAULT_FROM_EMAIL, [customer.email])
