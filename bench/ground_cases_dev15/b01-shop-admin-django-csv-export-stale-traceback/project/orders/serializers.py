"""JSON shapes for the orders API (no DRF here, the admin SPA only needs a few fields)."""
from .models import Order


def serialize_customer(customer):
    return {
        "id": customer.id,
        "name": customer.name,
        "email": customer.email,
    }


def serialize_order(order: Order):
    return {
        "id": order.id,
        "number": order.number,
        "status": order.status,
        "status_label": order.get_status_display(),
        "total": int(order.total),
        "customer": serialize_customer(order.customer),
        "created_at": order.created_at.isoformat(),
    }


def serialize_orders(orders):
    return [serialize_order(o) for o in orders]


def money_label(amount):
    """1234567 -> '¥1,234,567'"""
    return f"¥{int(amount):,}"


def short_number(order: Order):
    """ORD-2024-000123 -> 000123 (used on packing slips)."""
    return order.number.rsplit("-", 1)[-1]
