from __future__ import annotations

from kakeibo.models import Transaction

RULES: list[tuple[str, str]] = [
    ("セブン", "食費"),
    ("ローソン", "食費"),
    ("ファミリーマート", "食費"),
    ("ＡＭＡＺＯＮ", "日用品"),
    ("AMAZON", "日用品"),
    ("東京電力", "光熱費"),
    ("東京ガス", "光熱費"),
    ("ＮＴＴ", "通信費"),
    ("家賃", "住居費"),
]


def categorize(tx: Transaction) -> str:
    if tx.amount > 0:
        return "収入"
    for needle, category in RULES:
        if needle in tx.memo:
            return category
    return "その他"
