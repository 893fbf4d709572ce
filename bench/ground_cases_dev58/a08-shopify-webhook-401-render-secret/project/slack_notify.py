"""Post a short message to #orders via an incoming webhook."""
from __future__ import annotations

from decimal import Decimal

import requests

from config import settings

CURRENCY_SYMBOLS = {"GBP": "£", "EUR": "€", "USD": "$"}


def order_text(order: dict) -> str:
    items = order.get("line_items", [])
    count = sum(int(li.get("quantity", 1)) for li in items)
    total = Decimal(order.get("total_price") or "0")
    symbol = CURRENCY_SYMBOLS.get(order.get("currency", ""), order.get("currency", "") + " ")
    where = (order.get("shipping_address") or {}).get("city", "pickup")
    return f":tea: New order {order.get('name')}: {count} item(s), {symbol}{total:.2f} -> {where}"


def _post(text: str) -> None:
    if not settings.slack_webhook_url:
        return
    r = requests.post(settings.slack_webhook_url, json={"text": text}, timeout=10)
    r.raise_for_status()


def post_order(order: dict) -> None:
    _post(order_text(order))


def post_problem(message: str) -> None:
    """For things Sam should look at (not used for every failed webhook, that would be noisy)."""
    _post(f":warning: order hook: {message}")
