from __future__ import annotations

import re
from collections import Counter

WORD = re.compile(r"[a-z']+")


def count_words(text: str) -> Counter[str]:
    return Counter(WORD.findall(text))


def top(counts: Counter[str], n: int) -> list[tuple[str, int]]:
    return counts.most_common(n)
