"""结算价格计算。所有金额单位都是分（int），只在最后展示时转元。"""
from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from app.models import Coupon, CartLine

# 会员等级折扣
MEMBER_RATES: dict[str, Decimal] = {
    "normal": Decimal("1"),
    "silver": Decimal("0.98"),
    "gold": Decimal("0.95"),
    "platinum": Decimal("0.90"),
}


@dataclass(frozen=True)
class Settlement:
    subtotal_fen: int
    member_fen: int
    payable_fen: int

    @property
    def saved_fen(self) -> int:
        return self.subtotal_fen - self.payable_fen


def _round_fen(value: Decimal) -> int:
    return int(value.quantize(Decimal("1"), rounding=ROUND_HALF_UP))


def apply_member_discount(amount_fen: int, level: str) -> int:
    rate = MEMBER_RATES.get(level, Decimal("1"))
    return _round_fen(Decimal(amount_fen) * rate)


def apply_coupon(amount_fen: int, coupon: Coupon) -> int:
    """用券后的金额。percent 券 value=85 表示 85 折。"""
    if coupon.type == "cash":
        return max(0, amount_fen - coupon.value)
    if coupon.type == "percent":
        return _round_fen(Decimal(amount_fen) * coupon.value / 100)
    if coupon.type == "full_reduction":
        return max(0, amount_fen - coupon.value)
    raise ValueError(f"unknown coupon type: {coupon.type}")


def settle(lines: list[CartLine], member_level: str = "normal", coupon: Coupon | None = None) -> Settlement:
    subtotal = sum(line.price_fen * line.qty for line in lines)
    member_fen = apply_member_discount(subtotal, member_level)
    if coupon and coupon.type == "full_reduction" and subtotal < coupon.threshold_fen:
        coupon = None  # 没到满减门槛（按原价判断），不能用
    payable = apply_coupon(subtotal, coupon) if coupon else member_fen
    return Settlement(subtotal_fen=subtotal, member_fen=member_fen, payable_fen=payable)
