"""Order handling for the shop backend: pricing, orders, fulfilment state."""

from orderly.config import DEFAULTS, Settings
from orderly.orders import LineItem, Order, add_item, order_total, recent_first
from orderly.pricing import bulk_discount, price_for

__all__ = [
    "DEFAULTS",
    "LineItem",
    "Order",
    "Settings",
    "add_item",
    "bulk_discount",
    "order_total",
    "price_for",
    "recent_first",
]
