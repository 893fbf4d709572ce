from __future__ import annotations

import re
import unicodedata
from datetime import date, datetime
from decimal import Decimal, InvalidOperation

DATE_FORMATS = ("%Y-%m-%d", "%Y/%m/%d", "%Y%m%d")


class NormalizeError(ValueError):
    pass


def parse_amount(value: str) -> Decimal:
    text = unicodedata.normalize("NFKC", value).strip()
    text = text.replace(",", "").replace("¥", "").replace("\\", "")
    if not text:
        return Decimal("0")
    try:
        return Decimal(text)
    except InvalidOperation:
        raise NormalizeError(f"invalid amount: {value!r}") from None


def parse_date(value: str) -> date | None:
    text = value.strip()
    if not text:
        return None
    for fmt in DATE_FORMATS:
        try:
            return datetime.strptime(text, fmt).date()
        except ValueError:
            continue
    raise NormalizeError(f"invalid date: {value!r}")


def normalize_zip(value: str) -> str:
    digits = re.sub(r"[^0-9]", "", value)
    if digits and len(digits) != 7:
        raise NormalizeError(f"invalid zip: {value!r}")
    return f"{digits[:3]}-{digits[3:]}" if digits else ""


def normalize_phone(value: str) -> str:
    digits = re.sub(r"[^0-9]", "", value)
    if digits and not 10 <= len(digits) <= 11:
        raise NormalizeError(f"invalid phone: {value!r}")
    return digits
