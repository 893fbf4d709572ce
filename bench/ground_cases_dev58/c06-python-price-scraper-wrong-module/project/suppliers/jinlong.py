"""金龙建材: 商城 https://mall.jinlongjc.cn/item?id=<编号>

价格在 <div class="goods-price"><b>¥1,280.00</b><small>/箱</small></div> 里,
有会员价的时候还有一个 <div class="vip-price">.
"""
from __future__ import annotations

import os
import re

from bs4 import BeautifulSoup

from .base import clean, fetch, session

BASE_URL = "https://mall.jinlongjc.cn/item?id={code}"
LOGIN_URL = "https://mall.jinlongjc.cn/api/member/login"
CODE_FIELD = "jinlong_code"
_logged_in = False


def login() -> None:
    """登录后页面上才有 .vip-price. 账号密码从环境变量读 (见 .env.example)."""
    global _logged_in
    user, password = os.environ.get("JINLONG_USER"), os.environ.get("JINLONG_PASS")
    if _logged_in or not user or not password:
        return
    resp = session.post(LOGIN_URL, data={"mobile": user, "password": password}, timeout=15)
    resp.raise_for_status()
    if resp.json().get("code") != 0:
        raise RuntimeError(f"金龙登录失败: {resp.json().get('msg')}")
    _logged_in = True


def parse_price(html: str) -> float | None:
    soup = BeautifulSoup(html, "html.parser")
    tag = soup.select_one(".vip-price b") or soup.select_one(".goods-price b")
    if tag is None:
        return None
    text = clean(tag.get_text())
    m = re.search(r"\d+(\.\d+)?", text)
    return float(m.group()) if m else None


def parse_unit(html: str) -> str:
    soup = BeautifulSoup(html, "html.parser")
    tag = soup.select_one(".goods-price small")
    return clean(tag.get_text()).lstrip("/") if tag else ""


def get_price(code: str) -> float | None:
    login()
    html = fetch(BASE_URL.format(code=code))
    return parse_price(html)
