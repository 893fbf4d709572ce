"""Currency conversion for reports."""
from decimal import Decimal

from orders.models import ExchangeRate

CNY = "CNY"


def rate_on(currency, on_date):
    """The CNY rate of ``currency`` on ``on_date``, or None when none was recorded."""
    if currency == CNY:
        return Decimal("1")
    row = ExchangeRate.objects.filter(currency=currency, date=on_date).first()
    return row.rate if row else None


def to_cny(amount, currency, on_date):
    """``amount`` in CNY using the rate of the order date."""
    if amount is None:
        return None
    rate = rate_on(currency, on_date)
    if rate is None:
        return None
    return (amount * rate).quantize(Decimal("0.01"))


def format_cny(value):
    if value is None:
        return ""
    return f"¥{value:,.2f}"


def known_currencies():
    return sorted(set(ExchangeRate.objects.values_list("currency", flat=True))) + [CNY]
