"""Pull a product's name and price out of a shop page."""
from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

from bs4 import BeautifulSoup


class PriceError(ValueError):
    pass


def parse_price(text: str) -> Decimal:
    """'19,99 €', '$1,299.00', '1.299,00 €', '1 299,00 €' -> Decimal."""
    cleaned = text.replace("€", "").replace("EUR", "").replace("$", "").replace(" ", "").strip()
    if "," in cleaned and "." in cleaned:
        if cleaned.rfind(",") > cleaned.rfind("."):  # 1.299,00
            cleaned = cleaned.replace(".", "").replace(",", ".")
        else:  # 1,299.00
            cleaned = cleaned.replace(",", "")
    elif "," in cleaned:
        cleaned = cleaned.replace(",", ".")
    elif re.fullmatch(r"\d{1,3}(\.\d{3})+", cleaned):  # 1.299
        cleaned = cleaned.replace(".", "")
    try:
        return Decimal(cleaned).quantize(Decimal("0.01"))
    except InvalidOperation:
        raise PriceError(f"no price in {text!r}") from None


def extract(html: str, price_selector: str, name_selector: str = "h1") -> tuple[str, Decimal]:
    soup = BeautifulSoup(html, "html.parser")
    name_el = soup.select_one(name_selector)
    price_el = soup.select_one(price_selector)
    if price_el is None:
        raise PriceError(f"selector {price_selector!r} matched nothing")
    name = name_el.get_text(" ", strip=True) if name_el else "?"
    content = price_el.get("content")  # schema.org microdata carries a clean value
    return name, parse_price(content or price_el.get_text(" ", strip=True))


def in_stock(html: str) -> bool:
    text = BeautifulSoup(html, "html.parser").get_text(" ", strip=True).lower()
    return not any(s in text for s in ("ausverkauft", "sold out", "nicht lieferbar"))
