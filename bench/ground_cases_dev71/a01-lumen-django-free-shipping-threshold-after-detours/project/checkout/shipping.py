"""Shipping fees for the checkout. Prices are gross EUR."""
from __future__ import annotations

from decimal import Decimal

FREE_SHIPPING_THRESHOLD = Decimal("50.00")

STANDARD_FEES = {
    "DE": Decimal("4.90"),
    "AT": Decimal("6.90"),
    "NL": Decimal("6.90"),
    "FR": Decimal("8.90"),
}
EXPRESS_SURCHARGE = Decimal("7.00")
BULKY_FEE = Decimal("29.00")


class ShippingNotAvailable(Exception):
    pass


def standard_fee(country: str) -> Decimal:
    try:
        return STANDARD_FEES[country]
    except KeyError:
        raise ShippingNotAvailable(f"We don't ship to {country} yet.") from None


def shipping_fee(subtotal: Decimal, country: str, *, express: bool = False, bulky: bool = False) -> Decimal:
    """Fee for a cart whose (discounted) goods total is ``subtotal``.

    Bulky goods always pay the freight fee; express always pays the surcharge.
    """
    if bulky:
        return BULKY_FEE + (EXPRESS_SURCHARGE if express else Decimal("0"))
    fee = standard_fee(country)
    if country == "DE" and subtotal > FREE_SHIPPING_THRESHOLD:
        fee = Decimal("0.00")
    if express:
        fee += EXPRESS_SURCHARGE
    return fee
