from __future__ import annotations

import re
import unicodedata

from .errors import ValidationError

_ZENKAKU = str.maketrans("０１２３４５６７８９－ー―", "0123456789---")
_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$")


def normalize_postal_code(raw: str) -> str:
    """'1500001' / '150-0001' / '１５０－０００１' -> '150-0001'."""
    code = raw.strip().translate(_ZENKAKU)
    m = re.fullmatch(r"(\d{3})(\d{4})", code)
    if m is None:
        raise ValidationError(f"invalid postal code: {raw!r}", field="postal_code")
    return f"{m[1]}-{m[2]}"


def normalize_phone(raw: str) -> str:
    """Digits only, domestic format: '03-1234-5678' -> '0312345678'."""
    digits = re.sub(r"[\s\-()]", "", raw.translate(_ZENKAKU))
    if digits.startswith("+81"):
        digits = "0" + digits[3:]
    if not re.fullmatch(r"0\d{9,10}", digits):
        raise ValidationError(f"invalid phone number: {raw!r}", field="phone")
    return digits


def validate_email(raw: str) -> str:
    email = raw.strip()
    if not _EMAIL.match(email):
        raise ValidationError(f"invalid email address: {raw!r}", field="email")
    return email.lower()


def normalize_name(raw: str) -> str:
    name = unicodedata.normalize("NFKC", raw).strip()
    if not name:
        raise ValidationError("name is required", field="name")
    if len(name) > 50:
        raise ValidationError("name is too long (max 50)", field="name")
    return name
