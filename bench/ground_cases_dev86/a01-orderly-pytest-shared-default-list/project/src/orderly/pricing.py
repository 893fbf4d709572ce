"""Unit prices and discounts."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from orderly.config import Settings

CENT = Decimal("0.01")


def money(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def bulk_discount(quantity: int, settings: Settings) -> Decimal:
    """Rate off the line price when a line reaches the bulk threshold."""
    if quantity >= settings["bulk_threshold"]:
        return settings["bulk_rate"]
    return Decimal("0")


def price_for(unit_price: Decimal, quantity: int, settings: Settings, *, vip: bool = False) -> Decimal:
    """Price of one order line after bulk and VIP discounts (VIP applies last)."""
    gross = unit_price * quantity
    net = gross * (1 - bulk_discount(quantity, settings))
    if vip:
        net = net * (1 - settings["vip_rate"])
    return money(net)


def line_savings(unit_price: Decimal, quantity: int, settings: Settings, *, vip: bool = False) -> Decimal:
    return money(unit_price * quantity) - price_for(unit_price, quantity, settings, vip=vip)
