"""Lindqvist's trade portal shows the price list as an HTML table after login."""
from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from bs4 import BeautifulSoup


def parse_html(path: Path, supplier: dict) -> list[dict]:
    soup = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
    table = soup.find("table", id="pricelist")
    if table is None:
        raise ValueError("no #pricelist table: did the login fail?")
    rows = []
    for tr in table.find_all("tr")[1:]:
        cells = [td.get_text(strip=True) for td in tr.find_all("td")]
        if len(cells) < 5:
            continue
        sku, name, _colour, price, stock = cells[:5]
        rows.append({
            "sku": sku,
            "name": name,
            "price": Decimal(price.replace("SEK", "").replace(" ", "")) / Decimal("11.40"),  # SEK -> EUR, set monthly
            "stock": int(stock or 0),
            "status": "",
        })
    return rows


def rate_note() -> str:
    """Shown in the README: remember to update the SEK rate above."""
    return "SEK/EUR rate is hardcoded in parse_html (11.40 as of January)."
