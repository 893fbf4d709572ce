"""摘要の部分一致で分類する。最初に当たったルールが勝つ。"""
from __future__ import annotations

import unicodedata

from meisai.reader import Entry


def normalize(text: str) -> str:
    # 半角カナ・全角英数の揺れを吸収する
    return unicodedata.normalize("NFKC", text).casefold()


def categorize(entries: list[Entry], rules: list[dict[str, str]]) -> list[Entry]:
    prepared = [(normalize(r["match"]), r["category"]) for r in rules]
    for e in entries:
        desc = normalize(e.description)
        for needle, category in prepared:
            if needle in desc:
                e.category = category
                break
    return entries


def categories(entries: list[Entry]) -> list[str]:
    seen: list[str] = []
    for e in entries:
        if e.category not in seen:
            seen.append(e.category)
    return seen


def uncategorized(entries: list[Entry]) -> list[Entry]:
    return [e for e in entries if e.category == "未分類"]
