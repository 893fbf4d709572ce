"""Rows of the order CSV export that operations open in Excel."""
from __future__ import annotations

from decimal import Decimal

from django.utils import timezone

from orders.models import Order

HEADER = ["订单号", "下单时间", "客户", "手机号", "商品数", "实付金额", "状态"]

STATUS_LABELS = dict(Order.Status.choices)


def money(value: Decimal | None) -> str:
    if value is None:
        return ""
    return f"{value:.2f}"


def mask_phone(phone: str) -> str:
    if len(phone) != 11:
        return phone
    return f"{phone[:3]}****{phone[-4:]}"


def order_row(order: Order) -> list[str]:
    return [
        order.order_no,
        timezone.localtime(order.created_at).strftime("%Y-%m-%d %H:%M:%S"),
        order.customer_name,
        mask_phone(order.phone),
        str(order.item_count),
        money(order.paid_amount),
        STATUS_LABELS.get(order.status, order.status),
    ]
