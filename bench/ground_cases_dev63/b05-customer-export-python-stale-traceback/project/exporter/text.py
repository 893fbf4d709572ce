"""Text helpers shared by the exporters."""
from __future__ import annotations

import unicodedata

_HYPHENS = "‐‑‒–—―−ー－"


def nfkc(value: str) -> str:
    return unicodedata.normalize("NFKC", value)


def normalize_phone(value: str) -> str:
    """Full-width digits and any dash look-alike to ASCII: '０３－１２３４－５６７８' -> '03-1234-5678'."""
    out = nfkc(value)
    for ch in _HYPHENS:
        out = out.replace(ch, "-")
    return out.strip()


def clip(value: str, width: int) -> str:
    """Clip to `width` characters (not bytes)."""
    return value if len(value) <= width else value[:width]


def kana_key(value: str) -> str:
    """Sort key for katakana readings."""
    return nfkc(value).translate({c: c - 0x60 for c in range(ord("ァ"), ord("ヶ") + 1)})


def is_blank(value: str | None) -> bool:
    return value is None or not value.strip()


def join_address(*parts: str) -> str:
    return "".join(p for p in parts if not is_blank(p))
