from __future__ import annotations

from decimal import Decimal, InvalidOperation

from telegram import User


def parse_amount(text: str) -> int:
    """'12,5' or '12.50' -> 1250 (cents)."""
    try:
        value = Decimal(text.replace(",", "."))
    except InvalidOperation as exc:
        raise ValueError(f"not an amount: {text!r}") from exc
    return int((value * 100).to_integral_value())


def cents_to_str(cents: int) -> str:
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    return f"{sign}{cents // 100}.{cents % 100:02d}"


def display_name(user: User) -> str:
    return user.username or user.first_name


def member_from_user(user: User) -> dict:
    return {
        "user_id": user.id,
        "username": user.username,
        "first_name": user.first_name,
    }


def chunks(items: list, size: int) -> list[list]:
    return [items[i:i + size] for i in range(0, len(items), size)]
