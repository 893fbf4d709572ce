"""金额换算与格式化。

库里的金额都是"分"（int）。报表展示用"元"，海外渠道（USD/HKD）按当月汇率折成人民币。
"""
from __future__ import annotations

from decimal import Decimal, ROUND_HALF_UP

FEN_PER_YUAN = 100
CENT = Decimal("0.01")


def fen_to_yuan(fen: int) -> Decimal:
    """整数分 -> 元，精确。"""
    return (Decimal(fen) / FEN_PER_YUAN).quantize(CENT)


def to_yuan(amount: float, rate: float = 1.0) -> float:
    """外币金额按汇率折成人民币，保留两位小数。

    amount 是外币的"元"（不是分），rate 来自 fx_rates 表的当月中间价。
    """
    return round(amount * rate, 2)


def apply_tax(net: float, tax_rate: float) -> float:
    """不含税价 -> 含税价。"""
    return round(net * (1 + tax_rate), 2)


def format_yuan(value: Decimal | float) -> str:
    """¥1,234.50 这种格式，给邮件正文用。"""
    return f"\u00a5{value:,.2f}"


def parse_yuan(text: str) -> Decimal:
    """把 "¥1,234.50" / "1234.5" 解析回 Decimal。"""
    cleaned = text.strip().lstrip("\u00a5").replace(",", "")
    return Decimal(cleaned).quantize(CENT, rounding=ROUND_HALF_UP)
