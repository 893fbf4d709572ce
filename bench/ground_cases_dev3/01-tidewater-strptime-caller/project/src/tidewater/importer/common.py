from __future__ import annotations


def clean_name(raw: str) -> str:
    return " ".join(raw.split()).title()


def to_float(raw: str) -> float:
    return float(raw.replace(",", ".").strip() or "nan")
