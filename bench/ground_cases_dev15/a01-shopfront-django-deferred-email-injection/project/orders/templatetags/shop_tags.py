from decimal import ROUND_HALF_UP, Decimal

from django import template
from django.conf import settings
from django.utils.formats import number_format

register = template.Library()


@register.filter
def money(value, currency=None):
    """Formats a Decimal as a price, e.g. 1234.5 -> '1.234,50 €' in de, '€1,234.50' in en."""
    if value in (None, ""):
        return ""
    amount = Decimal(value).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    symbol = {"EUR": "€", "GBP": "£", "USD": "$"}.get(currency or settings.SHOP_CURRENCY, "")
    formatted = number_format(amount, decimal_pos=2, use_l10n=True, force_grouping=True)
    if settings.LANGUAGE_CODE.startswith("en"):
        return f"{symbol}{formatted}"
    return f"{formatted} {symbol}"


@register.simple_tag
def absolute_url(path):
    return settings.SITE_URL.rstrip("/") + "/" + path.lstrip("/")
