"""摘要からカテゴリを決めるルール。"""
from __future__ import annotations

import re
from dataclasses import replace

from kakeibo.importer import Transaction

# 上から順に評価して最初にマッチしたものを使う
RULES: list[tuple[str, str]] = [
    (r"セブン|ローソン|ファミリーマート|ﾌｧﾐﾘｰﾏｰﾄ", "食費"),
    (r"ライフ|イオン|まいばすけっと", "食費"),
    (r"JR東日本|ＪＲ東日本|PASMO|ﾓﾊﾞｲﾙｽｲｶ", "交通"),
    (r"AMAZON|ＡＭＡＺＯＮ|楽天", "日用品"),
    (r"東京電力|東京ガス|水道", "光熱費"),
    (r"NETFLIX|SPOTIFY|ＡＰＰＬＥ", "サブスク"),
]

_COMPILED = [(re.compile(p, re.IGNORECASE), c) for p, c in RULES]


def categorize(tx: Transaction) -> Transaction:
    if tx.amount > 0:
        return replace(tx, category="収入")
    for pattern, category in _COMPILED:
        if pattern.search(tx.payee):
            return replace(tx, category=category)
    return tx


def categorize_all(txs: list[Transaction]) -> list[Transaction]:
    return [categorize(t) for t in txs]


def unknown_payees(txs: list[Transaction]) -> list[str]:
    """未分類のままの摘要を件数の多い順に返す。"""
    counts: dict[str, int] = {}
    for t in txs:
        if t.category == "未分類":
            counts[t.payee] = counts.get(t.payee, 0) + 1
    return [p for p, _ in sorted(counts.items(), key=lambda kv: -kv[1])]
