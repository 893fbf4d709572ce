"""Categorise transactions by simple keyword rules."""
from __future__ import annotations

from dataclasses import dataclass

from bankcsv.parse import Txn


@dataclass(frozen=True)
class Rule:
    category: str
    keywords: tuple[str, ...]
    field: str = "counterparty"  # or "description"
    expense_only: bool = True


RULES: list[Rule] = [
    Rule("工资", ("代发工资", "工资"), field="description", expense_only=False),
    Rule("交通", ("滴滴", "12306", "地铁", "高德打车")),
    Rule("餐饮", ("美团", "饿了么")),
    Rule("购物", ("京东", "淘宝", "拼多多", "天猫")),
    Rule("住房", ("房租", "物业", "自如"), field="description"),
    Rule("通讯", ("中国移动", "中国联通", "中国电信")),
]

DEFAULT_EXPENSE = "其他支出"
DEFAULT_INCOME = "其他收入"


def categorize(txn: Txn, rules: list[Rule] = RULES) -> str:
    for rule in rules:
        if rule.expense_only and txn.amount >= 0:
            continue
        text = txn.counterparty if rule.field == "counterparty" else txn.description
        if any(k in text for k in rule.keywords):
            return rule.category
    return DEFAULT_INCOME if txn.amount >= 0 else DEFAULT_EXPENSE
