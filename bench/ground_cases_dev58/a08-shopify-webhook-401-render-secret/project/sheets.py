"""Append one row per order to the Orders tab."""
from __future__ import annotations

from functools import lru_cache

import gspread

from config import settings

COLUMNS = ["Order", "Date", "Customer", "Email", "Items", "Total", "Currency", "Shipping", "Webhook id"]


@lru_cache(maxsize=1)
def _worksheet():
    client = gspread.service_account_from_dict(settings.google_credentials)
    return client.open_by_key(settings.sheet_id).worksheet(settings.sheet_tab)


def order_row(order: dict, webhook_id: str) -> list:
    customer = order.get("customer") or {}
    items = ", ".join(f"{li.get('quantity', 1)}x {li.get('title', '?')}" for li in order.get("line_items", []))
    shipping = (order.get("shipping_lines") or [{}])[0].get("title", "")
    return [
        order.get("name", ""),
        (order.get("created_at") or "")[:10],
        f"{customer.get('first_name', '')} {customer.get('last_name', '')}".strip(),
        order.get("email", ""),
        items,
        order.get("total_price", ""),
        order.get("currency", ""),
        shipping,
        webhook_id,
    ]


def append_order(order: dict, webhook_id: str) -> None:
    ws = _worksheet()
    # Shopify can deliver the same webhook twice; skip it if its id is already in the sheet.
    if webhook_id and ws.find(webhook_id, in_column=len(COLUMNS)):
        return
    ws.append_row(order_row(order, webhook_id), value_input_option="USER_ENTERED")
