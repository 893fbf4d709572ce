from decimal import Decimal

from django.conf import settings

# Flat-rate shipping zones. Prices in GBP, weight breaks in kg.
ZONES = {
    "GB": {"base": Decimal("3.95"), "per_kg": Decimal("0.80"), "days": (1, 2)},
    "FR": {"base": Decimal("8.50"), "per_kg": Decimal("1.60"), "days": (3, 5)},
    "DE": {"base": Decimal("8.50"), "per_kg": Decimal("1.60"), "days": (3, 5)},
    "NL": {"base": Decimal("7.90"), "per_kg": Decimal("1.40"), "days": (2, 4)},
}
DEFAULT_ZONE = {"base": Decimal("14.00"), "per_kg": Decimal("2.50"), "days": (5, 9)}

FREE_SHIPPING_OVER = Decimal(settings.FREE_SHIPPING_OVER)


def order_weight(order):
    return sum((line.product.weight_kg * line.quantity for line in order.lines.all()), Decimal("0"))


def shipping_estimate(order):
    """Price and delivery window for an order, or None for digital-only orders."""
    weight = order_weight(order)
    if weight == 0:
        return None
    zone = ZONES[order.country_code]
    price = zone["base"] + zone["per_kg"] * weight.quantize(Decimal("0.1"))
    if order.subtotal >= FREE_SHIPPING_OVER and order.country_code == "GB":
        price = Decimal("0.00")
    low, high = zone["days"]
    return {"price": price, "min_days": low, "max_days": high}


def vat_rate(country_code):
    return settings.VAT_RATES.get(country_code, settings.VAT_RATES["GB"])
