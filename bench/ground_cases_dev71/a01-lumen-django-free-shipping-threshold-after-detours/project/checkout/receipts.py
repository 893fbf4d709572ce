"""Plain-text body of the order confirmation mail."""
from __future__ import annotations

from decimal import Decimal


def _eur(amount: Decimal) -> str:
    return f"{amount:.2f} EUR".replace(".", ",")


def receipt_text(order) -> str:
    rows = [f"Order {order.number}", ""]
    for line in order.lines:
        rows.append(f"{line.quantity} x {line.name:<40} {_eur(line.total):>14}")
    rows.append("")
    rows.append(f"{'Subtotal':<44} {_eur(order.subtotal):>14}")
    if order.discount:
        rows.append(f"{'Discount (' + order.coupon_code + ')':<44} {_eur(-order.discount):>14}")
    rows.append(f"{'Shipping':<44} {_eur(order.shipping):>14}")
    rows.append(f"{'Total':<44} {_eur(order.total):>14}")
    rows.append(f"incl. VAT {_eur(order.vat)}")
    rows.append("")
    rows.append("Thank you for shopping at Lumen!")
    return "\n".join(rows)
