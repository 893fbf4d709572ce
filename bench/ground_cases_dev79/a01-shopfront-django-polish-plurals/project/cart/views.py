from decimal import Decimal

from django.shortcuts import render
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from cart.models import Cart


def _line_total(item):
    return item.unit_price * item.quantity


def cart_summary(request):
    cart = Cart.for_request(request)
    items = list(cart.items.select_related("product"))
    count = sum(i.quantity for i in items)
    total = sum((_line_total(i) for i in items), Decimal("0"))
    context = {
        "items": items,
        "total": total,
        "heading": _("Your cart"),
        "count_label": ngettext("%(count)d item", "%(count)d items", count) % {"count": count},
        "empty": not items,
    }
    return render(request, "cart/summary.html", context)
