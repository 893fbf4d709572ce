"""売値の計算。"""
from __future__ import annotations

import configparser
import math


def markup_for(category: str, cfg: configparser.ConfigParser) -> float:
    section = cfg["markup"]
    return float(section.get(category, section["default"]))


def round_price(value: float) -> int:
    """10 円未満は切り上げ（例: 1,234 → 1,240）。"""
    yen = math.ceil(round(value, 6))  # 582.7500000001 のような誤差を落としてから円に切り上げ
    return (yen + 9) // 10 * 10


def selling_price(cost: int, category: str, list_price: int | None, cfg: configparser.ConfigParser) -> int:
    price = round_price(cost * markup_for(category, cfg))
    if list_price and price > list_price:
        # 定価を超える売値はつけない
        return list_price
    return price


def describe_change(old_cost: int, new_cost: int) -> str:
    if old_cost == 0:
        return "新規"
    diff = new_cost - old_cost
    pct = diff / old_cost * 100
    sign = "+" if diff > 0 else ""
    return f"{sign}{diff:,}円 ({sign}{pct:.1f}%)"


def is_big_jump(old_cost: int, new_cost: int, limit_pct: float = 30.0) -> bool:
    """仕入値が 30% 以上動いたら要確認（入力ミスの可能性）。"""
    if old_cost == 0:
        return False
    return abs(new_cost - old_cost) / old_cost * 100 >= limit_pct
