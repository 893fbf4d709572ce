"""恒达五金: 商品页 https://www.hengda-wj.com/goods/<编号>.html

价格在 <span class="price">单价：1280.00 元</span> 里.
"""
from __future__ import annotations

import re

from bs4 import BeautifulSoup

from .base import clean, fetch

BASE_URL = "https://www.hengda-wj.com/goods/{code}.html"
CODE_FIELD = "hengda_code"


def parse_price(html: str) -> float | None:
    soup = BeautifulSoup(html, "html.parser")
    tag = soup.select_one("span.price")
    if tag is None:
        return None
    text = clean(tag.get_text())
    # 价格可能带千分位: "单价：1,580.00 元"
    m = re.search(r"\d[\d,]*(\.\d+)?", text)
    return float(m.group().replace(",", "")) if m else None


def parse_stock(html: str) -> int | None:
    soup = BeautifulSoup(html, "html.parser")
    tag = soup.select_one(".stock em")
    if tag is None:
        return None
    digits = re.sub(r"\D", "", tag.get_text())
    return int(digits) if digits else None


def get_price(code: str) -> float | None:
    html = fetch(BASE_URL.format(code=code))
    return parse_price(html)
