"""按渠道汇总当月订单金额。"""
from __future__ import annotations

from collections import defaultdict
from decimal import Decimal

from finance.money import fen_to_yuan, to_yuan

CHANNELS = ("tmall", "jd", "wechat", "overseas")


def row_amount(row: dict) -> Decimal:
    """单行金额（元）。海外渠道按汇率折算，其余直接分转元。"""
    if row["channel"] == "overseas":
        return Decimal(str(to_yuan(row["amount_fc"], row["fx_rate"])))
    return fen_to_yuan(row["amount_fen"])


def monthly_totals(rows: list[dict]) -> dict[str, Decimal]:
    """{渠道: 合计}，外加 "all" 总计。全程 Decimal 累加，避免 float 尾数。"""
    per_channel: dict[str, Decimal] = defaultdict(Decimal)
    total = Decimal("0")
    for row in rows:
        amount = row_amount(row)
        per_channel[row["channel"]] += amount
        total += amount
    result = {ch: per_channel.get(ch, Decimal("0")) for ch in CHANNELS}
    result["all"] = total
    return result


def order_count(rows: list[dict]) -> dict[str, int]:
    counts: dict[str, int] = defaultdict(int)
    for row in rows:
        counts[row["channel"]] += 1
    return dict(counts)
