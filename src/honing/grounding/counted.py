"""A list of bullets whose lead counts them and says what is wrong with them (「まだ Vue 3 で動かない書き方が
2 つ残っています:」, "Two things are still broken:"): findings, as a numbered list of them would be."""

from __future__ import annotations

import re

from honing.grounding import vocab
from honing.grounding.items import list_items
from honing.grounding.prose import _masked


def counted_bullets(text: str) -> list[tuple[int, int]]:
    """The bullets of a list whose lead counts them and says they are wrong (「まだ Vue 3 で動かない書き方が 2 つ
    残っています:」 and two bullets, "Two things are still broken:"): findings as a numbered list would be; none
    when the count differs."""
    spans = list_items(text)
    if len(spans) < 2:
        return []
    lead = text[text.rfind("\n", 0, max(0, spans[0][0] - 1)) + 1:spans[0][0]]
    said = _COUNT.search(lead)  # (and says what is wrong with them, not "these tokens are used, 3 of them:")
    return spans if said and _COUNT_WORDS.get(said.group(1).lower(), 0) == len(spans) and vocab.first(_masked(lead), "defect") else []


_TABLE = vocab.table()["counted_lists"]
_COUNT_WORDS: dict[str, int] = {**{str(n): n for n in range(2, 10)}, **{chr(0xFF10 + n): n for n in range(2, 10)},
                                **{w.lower(): int(n) for w, n in _TABLE["numbers"].items()}}
_COUNT = re.compile(r"(?<![\d.])([2-9２-９]|" + "|".join(map(re.escape, sorted(_TABLE["numbers"], key=len, reverse=True)))
                    + r")\s*(?:" + "|".join(map(re.escape, sorted(_TABLE["counters"], key=len, reverse=True)))
                    + r")?[^\n\d２-９]{0,30}?[:：]\s*$", re.IGNORECASE)
