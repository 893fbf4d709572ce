from __future__ import annotations

import re

PHONE_RE = re.compile(r"\D+")


def normalize_phone(raw: str) -> str | None:
    digits = PHONE_RE.sub("", raw or "")
    if digits.startswith("86") and len(digits) == 13:
        digits = digits[2:]
    return digits if len(digits) == 11 else None


def normalize_name(raw: str) -> str:
    return " ".join((raw or "").split())


def transform(rows: list[dict]) -> list[dict]:
    out = []
    for row in rows:
        out.append({
            "email": row.get("email", ""),
            "name": normalize_name(row.get("name", "")),
            "phone": normalize_phone(row.get("phone", "")),
            "source": row["source"],
            "updated_at": row.get("updated_at", ""),
        })
    return out
