"""The change a sentence blames by its name ("from your price change", "did your hook thing do that?",
「是不是你加上限那次改坏的」): the words that name it; and the heads of the words a sentence reports a failure with."""

from __future__ import annotations

import re

from honing.grounding import vocab


def change_words(sentence: str) -> set[str]:
    """The words a sentence names a change by: a phrase's ``what…`` group when it has one (上限 of 「是不是你加上限那次
    改坏的」), else the words between "your"/"the"/"that" and the phrase's last word (price of "your price change")."""
    out: set[str] = set()
    for m in vocab.find_all(sentence, "change_named"):
        what = next((v for k, v in m.groupdict().items() if k.startswith("what") and v), None)
        out |= {what.lower()} if what else set(re.split(r"\b(?:your|the|that) ", m.group(0).lower(), maxsplit=1)[-1].split()[:-1])
    return out - {"first", "very"}


_AMOUNT = re.compile(r"(?<![\w$€£¥￥])[$€£¥￥]\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d.,]*\d)|(?<![\w$€£¥￥])[$€£¥￥]\d+(?:\.\d+)?(?![\d.,]*\d)")


def amounts(sentence: str) -> set[str]:
    """The amounts a sentence writes with their sign ("why is every quote $15 more now??": $15), which name the change
    whose request asked for them."""
    return {m.group(0) for m in _AMOUNT.finditer(sentence)}


def says_amount(amount: str, text: str) -> bool:
    """``text`` writes ``amount`` whole: "$15", not the head of "$150"."""
    return re.search(rf"(?<![\w$€£¥￥]){re.escape(amount)}(?![\d.,]*\d)", text) is not None


def failure_heads(sentence: str) -> set[str]:
    """The heads of the Japanese and Chinese words a sentence reports a failure with (こけ of 「cron こけてるの直しといて」,
    said as 「cron 自体がこけてた」 by the report it means), which its keywords leave out."""
    return {m.group(0)[:2] for m in vocab.find_all(sentence, "defect") if not m.group(0)[:2].isascii() and len(m.group(0)) >= 3}
